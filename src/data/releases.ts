/**
 * Rainbond releases that have a release-notes page under community/change/.
 * The release-notes index renders this list, every page states the same date
 * and upgrade guide, and tests/unit/releases.test.ts keeps the three in step.
 * A new release is one record here plus one page per locale.
 */
import type {LocalizedText} from '../types/localized';

export interface Release {
  /** `A.B.C`, also the page file name: community/change/<version>.md. */
  version: string;
  /** Release date, `YYYY-MM-DD` (the date of the `v<version>-release` tag). */
  date: string;
  /** The version this release is upgraded from. */
  upgradeFrom: string;
  /** One line for the index, per locale. */
  summary: LocalizedText;
  /** Site path of the upgrade guide; the file lives under docs/upgrade/. */
  upgradeGuide: `/docs/upgrade/${string}`;
}

/** Newest first. */
export const releases: readonly Release[] = [
  {
    version: '5.8.1',
    date: '2022-09-12',
    upgradeFrom: '5.8.0',
    summary: {
      zh: '应用可导出为非容器环境的安装包一键部署，控制台支持中英文切换。',
      en: 'Export apps for one-click deployment outside containers; console switches between Chinese and English.',
    },
    upgradeGuide: '/docs/upgrade/5.8.1-upgrade',
  },
  {
    version: '5.8.0',
    date: '2022-08-10',
    upgradeFrom: '5.7.1',
    summary: {
      zh: '导入已有命名空间的应用、YAML 部署、K8s 资源与属性、上传 Jar/War、Job/CronJob 组件。',
      en: 'Import namespaces, deploy from YAML, Kubernetes resources and attributes, Jar/War upload, Job/CronJob components.',
    },
    upgradeGuide: '/docs/upgrade/5.8.0-upgrade',
  },
  {
    version: '5.7.1',
    date: '2022-06-30',
    upgradeFrom: '5.7.0',
    summary: {
      zh: '用 Helm 安装到阿里云 ACK、腾讯云 TKE、华为云 CCE，集群异常告警在界面中展示。',
      en: 'Helm installs onto Alibaba ACK, Tencent TKE and Huawei CCE; cluster alerts shown in the console.',
    },
    upgradeGuide: '/docs/upgrade/5.7.1-upgrade',
  },
  {
    version: '5.7.0',
    date: '2022-06-09',
    upgradeFrom: '5.6.0',
    summary: {
      zh: '插件可以分享和一键安装，插件自带存储与配置文件，通过 CSI 对接 Ceph。',
      en: 'Share and install plugins in one click, plugins with their own storage and config files, Ceph through CSI.',
    },
    upgradeGuide: '/docs/upgrade/5.7.0-upgrade',
  },
  {
    version: '5.6.0',
    date: '2022-03-09',
    upgradeFrom: '5.5.0',
    summary: {
      zh: '一条命令单机安装、Helm 安装，拓扑图增强与聚合模式，网关路径重写。',
      en: 'One-command single-machine install, Helm install, richer topology with aggregation mode, gateway path rewrite.',
    },
    upgradeGuide: '/docs/upgrade/5.6.0-upgrade',
  },
  {
    version: '5.5.0',
    date: '2021-12-14',
    upgradeFrom: '5.4.1',
    summary: {
      zh: 'Istio 治理模式，团队、应用、组件可设置在 Kubernetes 中显示的英文名。',
      en: 'Istio governance mode; teams, apps and components get readable English names in Kubernetes.',
    },
    upgradeGuide: '/docs/upgrade/5.5.0-upgrade',
  },
  {
    version: '5.4.0',
    date: '2021-09-23',
    upgradeFrom: '5.3.3',
    summary: {
      zh: '兼容 Kubernetes 1.20–1.22，应用 Logo，从对象存储中的压缩包构建源码。',
      en: 'Kubernetes 1.20–1.22 support, app logos, source builds from archives in object storage.',
    },
    upgradeGuide: '/docs/upgrade/5.4.0-upgrade',
  },
  {
    version: '5.3.3',
    date: '2021-08-18',
    upgradeFrom: '5.3.2',
    summary: {
      zh: '安装进度查询、网关策略随模板发布、配置文件权限、组件 CPU 设置。',
      en: 'Install progress, gateway rules in app templates, config file permissions, CPU settings for components.',
    },
    upgradeGuide: '/docs/upgrade/5.3.x-upgrade',
  },
  {
    version: '5.3.2',
    date: '2021-07-25',
    upgradeFrom: '5.3.1',
    summary: {
      zh: '以稳定性为主的版本：交付与性能优化，安装时检查 Kubernetes 版本，修复大量问题。',
      en: 'A stability release: delivery and performance work, Kubernetes version check at install, many fixes.',
    },
    upgradeGuide: '/docs/upgrade/5.3.x-upgrade',
  },
  {
    version: '5.3.1',
    date: '2021-07-03',
    upgradeFrom: '5.3.0',
    summary: {
      zh: '对接 Helm 仓库并安装 Helm 应用、gRPC 服务治理、基于 Kubernetes Service 的第三方组件。',
      en: 'Helm repositories and Helm apps, gRPC service governance, third-party components from Kubernetes Services.',
    },
    upgradeGuide: '/docs/upgrade/5.3.x-upgrade',
  },
];

/** Site path of a release's notes (no locale prefix; `Link` adds it). */
export function releasePath(version: string): string {
  return `/community/change/${version}`;
}
