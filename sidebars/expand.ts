import type {SidebarItem} from './types';

/** /docs/expand/: scenario guides that combine several Rainbond features. */
export const expand = {
  type: 'category',
  label: '扩展',
  collapsed: false,
  link: {type: 'doc', id: 'expand/index'},
  items: [
    {
      type: 'category',
      label: '最佳实践',
      link: {type: 'doc', id: 'expand/practices/index'},
      items: [
        {
          type: 'category',
          label: '发布策略实践',
          items: [
            'expand/practices/release/canary-blue-green',
            'expand/practices/release/ab-testing',
            'expand/practices/release/rollback',
          ],
        },
        {
          type: 'category',
          label: '应用开发实践',
          items: [
            'expand/practices/app-dev/db-schema-init',
            'expand/practices/app-dev/data-init-plugin',
            'expand/practices/app-dev/config-file',
            'expand/practices/app-dev/port-alias',
            'expand/practices/app-dev/tomcat-redis-session',
            'expand/practices/app-dev/mysql-replication',
            'expand/practices/app-dev/frontend-deploy',
            'expand/practices/app-dev/frontend-proxy',
            'expand/practices/app-dev/build-hook-cdn',
            'expand/practices/app-dev/dockerfile',
            'expand/practices/app-dev/statefulset',
            'expand/practices/app-dev/spark',
          ],
        },
        {
          type: 'category',
          label: '微服务实践',
          items: [
            'expand/practices/microservices/spring-cloud-deploy',
            'expand/practices/microservices/spring-cloud-mesh',
            'expand/practices/microservices/config-registry',
            'expand/practices/microservices/circuit-breaking',
            'expand/practices/microservices/traffic-routing',
          ],
        },
        {
          type: 'category',
          label: '可观测性实践',
          items: [
            'expand/practices/observability/java-exporter',
            'expand/practices/observability/apm',
            'expand/practices/observability/elk',
            'expand/practices/observability/aliyun-log',
          ],
        },
        {
          type: 'category',
          label: '持续集成实践',
          items: ['expand/practices/ci/gitlab', 'expand/practices/ci/api-trigger'],
        },
        {
          type: 'category',
          label: '第三方集成实践',
          items: ['expand/practices/integration/kong', 'expand/practices/integration/helm-wordpress'],
        },
        {
          type: 'category',
          label: '运维实践：网关节点与迁移',
          items: ['expand/practices/operator/gateway-node', 'expand/practices/operator/app-migration'],
        },
      ],
    },
  ],
} satisfies SidebarItem;
