import type {SidebarItem} from '../types';

/** /docs/use-manual/component-create/: creating components from every kind of source. */
export const componentCreate: SidebarItem[] = [
  {
    type: 'category',
    label: '部署组件',
    link: {type: 'doc', id: 'use-manual/component-create/index'},
    collapsed: true,
    items: [
      {
        type: 'category',
        label: '源码构建',
        link: {type: 'doc', id: 'use-manual/component-create/language/index'},
        collapsed: true,
        items: [
          'use-manual/component-create/language/java-maven',
          'use-manual/component-create/language/java-gradle',
          'use-manual/component-create/language/java-jar',
          'use-manual/component-create/language/java-war',
          'use-manual/component-create/language/python',
          'use-manual/component-create/language/php',
          'use-manual/component-create/language/nodejs',
          'use-manual/component-create/language/nodejs-frontend',
          'use-manual/component-create/language/golang',
          'use-manual/component-create/language/golang-private-modules',
          'use-manual/component-create/language/dotnet',
          'use-manual/component-create/language/static-html',
          'use-manual/component-create/language/dockerfile',
        ],
      },
      'use-manual/component-create/image',
      'use-manual/component-create/docker-run',
      'use-manual/component-create/docker-compose',
      'use-manual/component-create/helm',
      'use-manual/component-create/yaml',
      'use-manual/component-create/package-upload',
      'use-manual/component-create/job-cronjob',
      'use-manual/component-create/third-party',
    ],
  },
];
