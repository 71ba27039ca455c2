import '@page-translations/apps';
import React, {type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {appTags, type AppTag} from '@site/src/data/apps';
import {MAX_QUERY_LENGTH, type AppFilter} from '../_filter';
import {tagLabel} from './tagLabels';
import styles from './Filters.module.css';

interface Props {
  filter: AppFilter;
  counts: Record<AppTag | 'all', number>;
  onChange: (next: AppFilter) => void;
  inputRef: Ref<HTMLInputElement>;
}

interface TagButtonProps {
  label: string;
  count: number;
  pressed: boolean;
  onClick: () => void;
}

function TagButton({label, count, pressed, onClick}: TagButtonProps): ReactNode {
  return (
    <button type="button" className={clsx(styles.tagButton, pressed && styles.tagButtonPressed)} aria-pressed={pressed} onClick={onClick}>
      <span>{label}</span> <span className={styles.tagCount}>{count}</span>
    </button>
  );
}

/** Search box and tag buttons of the curated apps page; the state lives in the page (and the URL). */
export default function Filters({filter, counts, onChange, inputRef}: Props): ReactNode {
  return (
    <form
      role="search"
      className={styles.filters}
      aria-label={translate({
        id: 'apps.filter.label',
        message: '筛选应用',
        description: 'Accessible name of the search and tag filter form on the apps page',
      })}
      onSubmit={(event) => event.preventDefault()}>
      <div className={styles.searchField}>
        <label htmlFor="apps-search" className={styles.fieldLabel}>
          <Translate id="apps.filter.searchLabel" description="Label of the text filter on the apps page">
            按名称或用途搜索
          </Translate>
        </label>
        <input
          ref={inputRef}
          id="apps-search"
          className={styles.searchInput}
          type="search"
          value={filter.query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={translate({
            id: 'apps.filter.searchPlaceholder',
            message: '例如 Kafka、日志、链路追踪',
            description: 'Placeholder of the text filter on the apps page',
          })}
          onChange={(event) => onChange({...filter, query: event.currentTarget.value})}
        />
      </div>
      <div className={styles.tagField} role="group" aria-labelledby="apps-tag-label">
        <span id="apps-tag-label" className={styles.fieldLabel}>
          <Translate id="apps.filter.tagLabel" description="Label of the tag buttons on the apps page">
            按分类筛选
          </Translate>
        </span>
        <ul className={styles.tagList}>
          <li>
            <TagButton
              label={translate({id: 'apps.filter.allTags', message: '全部', description: 'Tag button that shows apps of every tag'})}
              count={counts.all}
              pressed={filter.tag === null}
              onClick={() => onChange({...filter, tag: null})}
            />
          </li>
          {appTags.map((tag) => (
            <li key={tag}>
              <TagButton
                label={tagLabel(tag)}
                count={counts[tag]}
                pressed={filter.tag === tag}
                onClick={() => onChange({...filter, tag: filter.tag === tag ? null : tag})}
              />
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
