/**
 * Curated open-source apps that install in one click from the Rainbond open
 * source app store (https://store.goodrain.com/markets/rainbond).
 *
 * Pure data: no React, no translate() calls. Descriptions carry both locales;
 * tag labels are translated by the page (src/pages/opensourceApps/_components).
 */

import type {LocalizedText} from '../types/localized';

/** Kind tags (how the entry is used) followed by area tags (what it is for). */
export const appTags = [
  'application',
  'plugin',
  'microservice',
  'observability',
  'logging',
  'messaging',
  'bigdata',
  'devtools',
] as const;

export type AppTag = (typeof appTags)[number];

export interface OpenSourceApp {
  /** Stable kebab-case key, also used as the React key and DOM id suffix. */
  id: string;
  /** Project name as its authors spell it. */
  name: string;
  tags: AppTag[];
  /** Upstream project home (source repository). */
  website: string;
  description: LocalizedText;
  /** Site path of an article that walks through the deployment on Rainbond. */
  link?: string;
}

const apps: OpenSourceApp[] = [
  {
    id: 'apollo',
    name: 'Apollo',
    tags: ['application', 'microservice'],
    website: 'https://github.com/apolloconfig/apollo',
    description: {
      zh: '分布式配置中心：不同环境、不同集群的配置集中在一处维护，改完即可实时下发到应用。商店里的 Apollo 由 Portal、Config Service、Admin Service 三个组件和 Portal 数据库组成，默认带一个 PRO 环境。',
      en: 'A distributed configuration center that keeps the settings of every environment and cluster in one place and pushes changes to running apps. The store package ships the Portal, Config Service and Admin Service components plus the portal database, with a PRO environment ready out of the box.',
    },
    link: '/blog/apollo',
  },
  {
    id: 'arthas',
    name: 'Arthas',
    tags: ['application', 'plugin', 'observability'],
    website: 'https://github.com/alibaba/arthas',
    description: {
      zh: '阿里巴巴开源的 Java 线上诊断工具，不用重启进程就能查看 JVM 负载、内存、GC 和线程，还能直接生成火焰图。商店同时提供 Arthas-Agent 插件和 Arthas-Tunnel 应用，多个 Java 服务可以在同一个网页控制台里排查。',
      en: 'Alibaba’s live diagnostics tool for Java: look at JVM load, memory, GC and threads, or capture a flame graph, without restarting the process. The store offers both an Arthas-Agent plugin and an Arthas-Tunnel app, so a whole fleet of Java services can be inspected from one web console.',
    },
  },
  {
    id: 'devlake',
    name: 'DevLake',
    tags: ['application', 'devtools'],
    website: 'https://github.com/apache/incubator-devlake',
    description: {
      zh: 'Apache 旗下的研发数据平台，把代码仓库、需求管理、CI/CD 等 DevOps 工具里的数据汇总起来，整理成可度量的指标，用来分析研发效能。',
      en: 'An Apache project that collects data from DevOps tools such as code hosts, issue trackers and CI/CD pipelines and turns it into metrics you can use to measure engineering effectiveness.',
    },
  },
  {
    id: 'dolphinscheduler',
    name: 'DolphinScheduler',
    tags: ['application', 'bigdata'],
    website: 'https://github.com/apache/dolphinscheduler',
    description: {
      zh: 'Apache 分布式工作流调度系统，用可视化的 DAG 编排数据任务。商店版本的 API、Master、Worker 可以各自扩容，配合通用数据初始化插件还能预先放入 DataX 之类的工具。',
      en: 'Apache’s distributed workflow scheduler, where data jobs are laid out as visual DAGs. In the store package the API, Master and Worker components scale independently, and the generic data-init plugin can preload tools such as DataX.',
    },
  },
  {
    id: 'elasticsearch',
    name: 'Elasticsearch',
    tags: ['application', 'logging'],
    website: 'https://github.com/elastic/elasticsearch',
    description: {
      zh: '分布式搜索与分析引擎，在 Rainbond 上最常见的用途是存放和检索日志。和 Kibana 以及 Filebeat 或 Fluentd 插件搭配，就是一套完整的日志采集方案。',
      en: 'A distributed search and analytics engine; on Rainbond it most often serves as the log store. Pair it with Kibana and the Filebeat or Fluentd plugin and you have a complete log pipeline.',
    },
  },
  {
    id: 'emqx',
    name: 'EMQX',
    tags: ['application', 'messaging'],
    website: 'https://github.com/emqx/emqx',
    description: {
      zh: '云原生的分布式 MQTT 消息服务器，适合大量物联网设备接入。从商店安装得到的是多节点集群，节点之间自动组网，管理后台 Dashboard 使用 18083 端口。',
      en: 'A cloud-native, distributed MQTT broker built for connecting large numbers of IoT devices. Installing it from the store gives you a multi-node cluster whose nodes find each other on their own; the dashboard listens on port 18083.',
    },
  },
  {
    id: 'filebeat',
    name: 'Filebeat',
    tags: ['plugin', 'logging'],
    website: 'https://github.com/elastic/beats',
    description: {
      zh: 'Elastic 出品的轻量级日志采集器。以通用类型插件的形式挂到组件上，读取组件写进存储目录的日志文件，再转发给 Elasticsearch。',
      en: 'Elastic’s lightweight log shipper. Attached to a component as a general-type plugin, it tails the log files the component writes to its volume and forwards them to Elasticsearch.',
    },
  },
  {
    id: 'fluentd',
    name: 'Fluentd',
    tags: ['plugin', 'logging'],
    website: 'https://github.com/fluent/fluentd',
    description: {
      zh: '定位为“统一日志层”的开源采集器。商店里有 Fluentd-ElasticSearch7 和 Fluentd-S3 两款插件（Rainbond 5.7.0 起支持从商店安装插件），可以把组件日志送进 Elasticsearch，或存到 MinIO 这类兼容 S3 的对象存储。',
      en: 'An open-source collector designed as a unified logging layer. The store carries two plugins, Fluentd-ElasticSearch7 and Fluentd-S3 (installing plugins from the store works since Rainbond 5.7.0), which ship component logs to Elasticsearch or to S3-compatible storage such as MinIO.',
    },
  },
  {
    id: 'jaeger',
    name: 'Jaeger',
    tags: ['application', 'plugin', 'observability'],
    website: 'https://github.com/jaegertracing/jaeger',
    description: {
      zh: '分布式链路追踪系统。先装好 Jaeger 应用，再给 Java 服务挂上 opentelemetry-java-agent 初始化插件，调用链就会上报上来，在 Jaeger Query 界面（16686 端口）里查看。',
      en: 'A distributed tracing system. Install the Jaeger app, attach the opentelemetry-java-agent init plugin to your Java services, and their traces appear in the Jaeger Query UI on port 16686.',
    },
  },
  {
    id: 'kibana',
    name: 'Kibana',
    tags: ['application', 'logging'],
    website: 'https://github.com/elastic/kibana',
    description: {
      zh: 'Elasticsearch 的可视化分析界面，用来检索日志、建立索引模式、制作图表和看板。',
      en: 'The visual front end for Elasticsearch: search your logs, define index patterns and build charts and dashboards.',
    },
  },
  {
    id: 'knowstreaming',
    name: 'KnowStreaming',
    tags: ['application', 'messaging'],
    website: 'https://github.com/didi/KnowStreaming',
    description: {
      zh: '滴滴开源的 Kafka 管理平台。可以和商店里的 Kafka 应用一起安装，在它的 Web 界面里接入 Kafka 集群后统一管理。',
      en: 'Didi’s management platform for Apache Kafka. Install it together with the Kafka app from the store, register the cluster in its web UI and manage Kafka from there.',
    },
  },
  {
    id: 'locust',
    name: 'Locust',
    tags: ['application', 'devtools'],
    website: 'https://github.com/locustio/locust',
    description: {
      zh: '测试场景用 Python 编写的分布式压测工具。商店版本分为 Master（Web 界面与任务调度）和可横向扩容的 Worker，测试脚本以配置文件的方式挂载，所有 Worker 共用同一份。',
      en: 'A distributed load-testing tool whose scenarios are plain Python. The store edition has a master (web UI and coordination) plus workers you can scale out; the test script is mounted as a config file and shared by every worker.',
    },
  },
  {
    id: 'nacos',
    name: 'Nacos',
    tags: ['application', 'microservice'],
    website: 'https://github.com/alibaba/nacos',
    description: {
      zh: '服务发现与配置管理平台。商店中的 Nacos-cluster 会启动三个实例并自动组成集群，自带 MySQL，也可以通过环境变量改接外部数据库；持久化存储和健康检查都已预先配置好。',
      en: 'A service discovery and configuration platform. The store’s Nacos-cluster app starts three instances that form a cluster by themselves and bundles MySQL, which you can swap for an external database through environment variables. Persistent storage and health checks come preconfigured.',
    },
    link: '/blog/nacos',
  },
  {
    id: 'openvscode-server',
    name: 'OpenVSCode Server',
    tags: ['application', 'devtools'],
    website: 'https://github.com/gitpod-io/openvscode-server',
    description: {
      zh: '跑在浏览器里的 VS Code。商店版本预装了 GitLab Workflow 扩展，终端里可以直接用 Maven，和 GitLab 应用搭配就是一套云端开发环境。',
      en: 'VS Code in the browser. The store edition comes with the GitLab Workflow extension and Maven available in its terminal, and together with the GitLab app it makes a cloud development environment.',
    },
  },
  {
    id: 'pyroscope',
    name: 'Pyroscope',
    tags: ['application', 'plugin', 'observability'],
    website: 'https://github.com/pyroscope-io/pyroscope',
    description: {
      zh: '持续性能剖析平台，用火焰图展示程序把时间花在了哪些代码上，还能对比不同时间段。Java 服务挂上 Pyroscope-Java-Agent 插件就能上报数据，界面默认在 4040 端口。',
      en: 'A continuous profiling platform that shows, as flame graphs, where your code spends its time and lets you compare time ranges. Attach the Pyroscope-Java-Agent plugin to a Java service to start sending profiles; the UI listens on port 4040.',
    },
  },
  {
    id: 'skywalking',
    name: 'SkyWalking',
    tags: ['application', 'observability'],
    website: 'https://github.com/apache/skywalking',
    description: {
      zh: '面向微服务的 APM 系统。商店应用包含 OAP Server、作为存储的 Elasticsearch 和 Web UI；Java 服务通过初始化插件加载探针后，就能看到服务拓扑和各项性能指标。',
      en: 'An APM system for microservices. The store app bundles the OAP server, Elasticsearch as storage and the web UI; load the agent into your Java services with an init plugin and you get a service topology and performance dashboards.',
    },
  },
  {
    id: 'streampark',
    name: 'StreamPark',
    tags: ['application', 'bigdata'],
    website: 'https://github.com/apache/incubator-streampark',
    description: {
      zh: 'Apache 旗下的流处理开发框架和管理平台，让 Flink、Spark 作业的开发、部署与运维都更省事。',
      en: 'An Apache framework and management platform for stream processing that takes much of the effort out of building, deploying and running Flink and Spark jobs.',
    },
  },
];

/** All curated apps, sorted by name (case-insensitive). */
export const openSourceApps: readonly OpenSourceApp[] = [...apps].sort((a, b) =>
  a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}),
);
