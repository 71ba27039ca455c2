/**
 * Feature comparison between the open-source and enterprise editions, grouped
 * by area. Source: the Rainbond 5.8 open-source feature list, which marks a
 * handful of items as enterprise-only. Only those items are shown as missing
 * from the open-source edition; nothing else is claimed about the enterprise
 * edition.
 */

import type {LocalizedText} from '@site/src/types/localized';

/** yes = available, partial = a reduced form is available, no = not available. */
export type SupportLevel = 'yes' | 'partial' | 'no';

export interface EditionCell {
  level: SupportLevel;
  note?: LocalizedText;
}

export interface FeatureRow {
  id: string;
  feature: LocalizedText;
  openSource: EditionCell;
  enterprise: EditionCell;
}

export interface FeatureArea {
  id: string;
  title: LocalizedText;
  rows: FeatureRow[];
}

const both: Pick<FeatureRow, 'openSource' | 'enterprise'> = {
  openSource: {level: 'yes'},
  enterprise: {level: 'yes'},
};

export const featureAreas: readonly FeatureArea[] = [
  {
    id: 'build',
    title: {zh: '应用构建', en: 'Application build'},
    rows: [
      {
        id: 'source-build',
        feature: {
          zh: '源码自动识别与构建：Java、PHP、Python、Node.js、Go、.NET Core、静态网页、Dockerfile',
          en: 'Language detection and builds from source: Java, PHP, Python, Node.js, Go, .NET Core, static sites, Dockerfile',
        },
        ...both,
      },
      {
        id: 'image-compose',
        feature: {
          zh: '从镜像、docker run 命令或 Docker Compose 文件创建组件',
          en: 'Create components from an image, a docker run command or a Docker Compose file',
        },
        ...both,
      },
      {
        id: 'package-yaml-helm',
        feature: {
          zh: '上传 Jar/War 包、导入 Kubernetes YAML、部署 Helm 应用',
          en: 'Jar/War upload, Kubernetes YAML import and Helm apps',
        },
        ...both,
      },
      {
        id: 'auto-build',
        feature: {
          zh: '代码仓库、镜像仓库 Webhook 或 API 触发自动构建',
          en: 'Automatic builds triggered by code or image registry webhooks, or by API',
        },
        ...both,
      },
      {
        id: 'rollback',
        feature: {
          zh: '构建版本追溯、滚动升级与一键回滚',
          en: 'Build history, rolling upgrades and one-click rollback',
        },
        ...both,
      },
    ],
  },
  {
    id: 'microservice',
    title: {zh: '微服务架构', en: 'Microservice architecture'},
    rows: [
      {
        id: 'service-mesh',
        feature: {
          zh: '内置 Service Mesh：服务自动注册与发现，代码无需改动',
          en: 'Built-in service mesh with automatic registration and discovery, no code changes',
        },
        ...both,
      },
      {
        id: 'governance-modes',
        feature: {
          zh: '切换治理模式：内置 ServiceMesh、Kubernetes 原生 Service、Istio',
          en: 'Switchable governance mode: built-in ServiceMesh, native Kubernetes Service or Istio',
        },
        ...both,
      },
      {
        id: 'frameworks',
        feature: {
          zh: '兼容 Spring Cloud 与 Dubbo 微服务',
          en: 'Works with Spring Cloud and Dubbo services',
        },
        ...both,
      },
      {
        id: 'topology',
        feature: {
          zh: '拓扑图可视化编排组件依赖',
          en: 'Visual topology for wiring up component dependencies',
        },
        ...both,
      },
      {
        id: 'network-plugins',
        feature: {
          zh: '通过插件实现限流、熔断、链路追踪和性能分析',
          en: 'Rate limiting, circuit breaking, tracing and performance analysis through plugins',
        },
        ...both,
      },
    ],
  },
  {
    id: 'market',
    title: {zh: '应用市场', en: 'App market'},
    rows: [
      {
        id: 'component-library',
        feature: {
          zh: '发布到本地组件库，一键安装、升级与回滚',
          en: 'Publish to the local component library; one-click install, upgrade and rollback',
        },
        ...both,
      },
      {
        id: 'store-helm',
        feature: {
          zh: '对接开源应用商店与 Helm 仓库',
          en: 'Connect the open-source app store and Helm repositories',
        },
        ...both,
      },
      {
        id: 'offline-delivery',
        feature: {
          zh: '应用模板离线导出与导入（rainbond-app、docker-compose、非容器包）',
          en: 'Offline export and import of app templates (rainbond-app, docker-compose, non-container package)',
        },
        ...both,
      },
    ],
  },
  {
    id: 'operations',
    title: {zh: '应用运维', en: 'App operations'},
    rows: [
      {
        id: 'scaling',
        feature: {
          zh: '水平、垂直伸缩，以及基于 CPU、内存的自动伸缩',
          en: 'Horizontal and vertical scaling, plus autoscaling on CPU and memory',
        },
        ...both,
      },
      {
        id: 'logs-monitoring',
        feature: {
          zh: '实时日志、Prometheus 业务监控、健康检查、Web 终端',
          en: 'Live logs, Prometheus business metrics, health checks and a web terminal',
        },
        ...both,
      },
      {
        id: 'alerting',
        feature: {
          zh: '应用状态感知与告警',
          en: 'Application status awareness and alerting',
        },
        openSource: {
          level: 'partial',
          note: {
            zh: '控制台可展示集群异常告警（5.7.1 起）',
            en: 'The console shows cluster-level alerts (since 5.7.1)',
          },
        },
        enterprise: {level: 'yes'},
      },
      {
        id: 'gpu',
        feature: {
          zh: '按显存调度 GPU，组件可申请指定大小的显存',
          en: 'GPU scheduling by video memory; components request a share of GPU memory',
        },
        openSource: {level: 'no'},
        enterprise: {level: 'yes'},
      },
    ],
  },
  {
    id: 'gateway',
    title: {zh: '网关', en: 'Gateway'},
    rows: [
      {
        id: 'http-routing',
        feature: {
          zh: 'HTTP 路由：域名、路径、请求头、Cookie、权重，支持 HTTPS 与泛域名',
          en: 'HTTP routing by domain, path, header, cookie and weight, with HTTPS and wildcard domains',
        },
        ...both,
      },
      {
        id: 'tcp-udp',
        feature: {zh: 'TCP/UDP 端口访问', en: 'TCP and UDP access by port'},
        ...both,
      },
      {
        id: 'canary',
        feature: {zh: '灰度发布与 A/B 测试', en: 'Canary releases and A/B testing'},
        ...both,
      },
      {
        id: 'certificates',
        feature: {
          zh: '证书管理，可借助 Let’s Encrypt 自动签发',
          en: 'Certificate management, including automatic issuing through Let’s Encrypt',
        },
        ...both,
      },
      {
        id: 'load-balancing',
        feature: {zh: '负载均衡算法', en: 'Load-balancing algorithms'},
        openSource: {
          level: 'partial',
          note: {zh: '轮询，可开启会话保持', en: 'Round robin, with optional session affinity'},
        },
        enterprise: {
          level: 'yes',
          note: {zh: '提供更多算法', en: 'Additional algorithms'},
        },
      },
    ],
  },
  {
    id: 'cluster',
    title: {zh: '集群管理', en: 'Cluster management'},
    rows: [
      {
        id: 'multi-cluster',
        feature: {
          zh: '一个控制台管理多个 Kubernetes 集群',
          en: 'Manage several Kubernetes clusters from one console',
        },
        ...both,
      },
      {
        id: 'connect-cloud',
        feature: {
          zh: '对接已有集群，或用 Helm 安装到阿里云 ACK、腾讯云 TKE、华为云 CCE',
          en: 'Connect an existing cluster, or install with Helm on Alibaba Cloud ACK, Tencent Cloud TKE or Huawei Cloud CCE',
        },
        ...both,
      },
      {
        id: 'team-quota',
        feature: {
          zh: '按集群为团队设置资源限额',
          en: 'Per-cluster resource quotas for teams',
        },
        ...both,
      },
      {
        id: 'cluster-monitoring',
        feature: {zh: '集群监控可视化', en: 'Visual cluster monitoring'},
        openSource: {
          level: 'partial',
          note: {
            zh: '可在控制台查看集群资源、工作负载和节点状态',
            en: 'The console lists cluster resources, workloads and node status',
          },
        },
        enterprise: {level: 'yes'},
      },
      {
        id: 'offline-install',
        feature: {zh: '离线环境安装', en: 'Installation in air-gapped environments'},
        openSource: {
          level: 'partial',
          note: {
            zh: '仅限单机版（allinone），离线时不能从源码构建',
            en: 'All-in-one only, and source builds are unavailable offline',
          },
        },
        enterprise: {
          level: 'yes',
          note: {zh: '支持离线安装集群', en: 'Offline installation of full clusters'},
        },
      },
      {
        id: 'arm-domestic',
        feature: {zh: 'ARM 与国产服务器', en: 'ARM and Chinese domestic servers'},
        openSource: {
          level: 'partial',
          note: {
            zh: '提供 arm64 单机版镜像，可在 Arm Linux 和 Apple M1 上体验',
            en: 'arm64 all-in-one images for trying it on Arm Linux and Apple M1',
          },
        },
        enterprise: {
          level: 'yes',
          note: {zh: '支持鲲鹏、飞腾等国产服务器', en: 'Kunpeng, Phytium and similar domestic servers'},
        },
      },
    ],
  },
  {
    id: 'enterprise',
    title: {zh: '企业级扩展', en: 'Enterprise extensions'},
    rows: [
      {
        id: 'roles',
        feature: {
          zh: '团队角色、自定义权限与组件级权限',
          en: 'Team roles, custom permission sets and component-level permissions',
        },
        ...both,
      },
      {
        id: 'oauth',
        feature: {
          zh: 'OAuth 2.0 第三方登录（GitHub、GitLab、钉钉、阿里云）',
          en: 'OAuth 2.0 sign-in with GitHub, GitLab, DingTalk or Alibaba Cloud',
        },
        ...both,
      },
      {
        id: 'audit',
        feature: {zh: '操作审计', en: 'Operation audit'},
        openSource: {
          level: 'partial',
          note: {
            zh: '团队“动态”记录应用与组件的操作',
            en: 'Each team’s activity feed records app and component operations',
          },
        },
        enterprise: {
          level: 'yes',
          note: {zh: '覆盖全平台的操作审计', en: 'Audit across the whole platform'},
        },
      },
      {
        id: 'resource-console',
        feature: {
          zh: '面向运维人员的资源管理控制台',
          en: 'Resource-management console for operations staff',
        },
        openSource: {level: 'no'},
        enterprise: {level: 'yes'},
      },
      {
        id: 'multi-enterprise',
        feature: {
          zh: '一套平台内管理多个企业',
          en: 'Several enterprises on one installation',
        },
        openSource: {
          level: 'no',
          note: {zh: '每套安装只有一个企业', en: 'One enterprise per installation'},
        },
        enterprise: {level: 'yes'},
      },
    ],
  },
];
