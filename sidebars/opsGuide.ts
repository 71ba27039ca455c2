import type {SidebarItem} from './types';

/** /docs/ops-guide/: running the platform (clusters, components, monitoring, storage, tools). */
export const opsGuide: SidebarItem[] = [
  {
    type: 'category',
    label: '运维手册',
    link: {type: 'doc', id: 'ops-guide/index'},
    items: [
      {
        type: 'category',
        label: '集群与节点管理',
        link: {type: 'doc', id: 'ops-guide/cluster-manage/index'},
        items: [
          'ops-guide/cluster-manage/nodes',
          'ops-guide/cluster-manage/gateway-build-nodes',
          'ops-guide/cluster-manage/multi-cluster',
          'ops-guide/cluster-manage/team-quota',
          'ops-guide/cluster-manage/uninstall',
        ],
      },
      {
        type: 'category',
        label: '平台组件',
        link: {type: 'doc', id: 'ops-guide/component/index'},
        items: [
          'ops-guide/component/rainbond-operator',
          'ops-guide/component/rbd-api',
          'ops-guide/component/rbd-gateway',
          'ops-guide/component/rbd-chaos',
          'ops-guide/component/rbd-worker',
          'ops-guide/component/rbd-mq',
          'ops-guide/component/rbd-monitor',
          'ops-guide/component/rbd-eventlog',
          'ops-guide/component/rbd-node',
          'ops-guide/component/rbd-webcli',
          'ops-guide/component/rbd-resource-proxy',
          'ops-guide/component/rbd-hub',
          'ops-guide/component/rbd-db',
          'ops-guide/component/rbd-etcd',
          'ops-guide/component/nfs-provisioner',
          'ops-guide/component/rbd-app-ui',
        ],
      },
      {
        type: 'category',
        label: '扩展组件',
        link: {type: 'doc', id: 'ops-guide/extensions/index'},
        items: ['ops-guide/extensions/keepalived', 'ops-guide/extensions/mysql-ha'],
      },
      {
        type: 'category',
        label: '运维管理',
        link: {type: 'doc', id: 'ops-guide/management/index'},
        items: [
          'ops-guide/management/backup-restore',
          'ops-guide/management/data-migration',
          'ops-guide/management/console-migration',
          'ops-guide/management/resource-cleanup',
          'ops-guide/management/dashboard',
          'ops-guide/management/image-registry',
          'ops-guide/management/hub-image-cleanup',
          'ops-guide/management/ports',
        ],
      },
      {
        type: 'category',
        label: '监控与报警',
        link: {type: 'doc', id: 'ops-guide/monitor/index'},
        items: [
          'ops-guide/monitor/metrics',
          'ops-guide/monitor/alert-deploy',
          'ops-guide/monitor/alert-rules',
          'ops-guide/monitor/alert-receivers',
        ],
      },
      {
        type: 'category',
        label: '存储方案',
        link: {type: 'doc', id: 'ops-guide/storage/index'},
        items: [
          'ops-guide/storage/nfs',
          'ops-guide/storage/glusterfs',
          'ops-guide/storage/rook-ceph',
          'ops-guide/storage/ali-disk',
        ],
      },
      {
        type: 'category',
        label: '运维工具',
        link: {type: 'doc', id: 'ops-guide/tools/index'},
        items: ['ops-guide/tools/grctl', 'ops-guide/tools/kubectl'],
      },
      {
        type: 'category',
        label: '运维故障排查',
        link: {type: 'doc', id: 'ops-guide/troubleshooting/index'},
        items: ['ops-guide/troubleshooting/console', 'ops-guide/troubleshooting/region'],
      },
    ],
  },
];
