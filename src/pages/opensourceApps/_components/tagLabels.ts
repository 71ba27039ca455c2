import '@page-translations/apps';
import {translate} from '@docusaurus/Translate';
import type {AppTag} from '@site/src/data/apps';

/** Visible label of a tag in the current locale (static ids for extraction). */
export function tagLabel(tag: AppTag): string {
  switch (tag) {
    case 'application':
      return translate({id: 'apps.tag.application', message: '应用', description: 'Tag for entries that run as their own app'});
    case 'plugin':
      return translate({id: 'apps.tag.plugin', message: '插件', description: 'Tag for entries that attach to a component as a plugin'});
    case 'microservice':
      return translate({id: 'apps.tag.microservice', message: '微服务', description: 'Tag for service discovery and configuration centres'});
    case 'observability':
      return translate({id: 'apps.tag.observability', message: '可观测性', description: 'Tag for tracing, APM, profiling and diagnostics tools'});
    case 'logging':
      return translate({id: 'apps.tag.logging', message: '日志与搜索', description: 'Tag for log collection, storage and search tools'});
    case 'messaging':
      return translate({id: 'apps.tag.messaging', message: '消息', description: 'Tag for message brokers and their management tools'});
    case 'bigdata':
      return translate({id: 'apps.tag.bigdata', message: '大数据', description: 'Tag for data scheduling and stream processing platforms'});
    case 'devtools':
      return translate({id: 'apps.tag.devtools', message: '研发工具', description: 'Tag for IDEs, load testing and engineering metrics tools'});
  }
}
