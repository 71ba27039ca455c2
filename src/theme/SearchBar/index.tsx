import React, {useEffect, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {typeToSearch} from './typeToSearch';

type Props = WrapperProps<typeof SearchBarType>;

// Spec §2.3: typing while the search button is focused opens the modal with
// that character. DocSearch 4 dropped this (it ignores the `onInput` that the
// theme still passes), so the wrapper restores it.
export default function SearchBarWrapper(props: Props): ReactNode {
  useEffect(() => typeToSearch(document), []);
  return <SearchBar {...props} />;
}
