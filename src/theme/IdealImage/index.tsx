import React, {type ReactNode} from 'react';
import IdealImage from '@theme-original/IdealImage';
import type IdealImageType from '@theme/IdealImage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof IdealImageType>;

/**
 * The original draws its icon and its message (loading, 404, error, offline)
 * in white over the blurred preview of the image. Our raster images are
 * diagrams on white, so that text was all but invisible; a dark colour reads
 * on them in both colour modes (the preview is the image itself, not the page).
 * `iconColor` reaches the legacy component through the props IdealImage passes
 * on; a page can still set its own.
 */
export default function IdealImageWrapper(props: Props): ReactNode {
  return <IdealImage iconColor="#1c1e21" {...props} />;
}
