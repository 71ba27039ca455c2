/**
 * The product's terms in both languages: one record per term, with a one-line
 * definition per locale and the variants writers should not use.
 *
 * Two uses: the Glossary page (docs/quick-start/glossary.mdx, through
 * src/components/Glossary) and the content linter (tools/lint-content.mjs),
 * which flags an `avoid` variant in prose — English through
 * textlint-rule-terminology, Chinese through textlint-rule-prh.
 *
 * Pure data: no React, no translate() calls.
 */

export interface GlossaryEntry {
  /** The preferred term, as it appears in running text. */
  term: string;
  /** One sentence: what the reader needs to know. */
  definition: string;
  /**
   * Variants to flag in prose. Plain strings, matched literally (English:
   * whole words, any case; Chinese: anywhere, so a Chinese variant must not
   * occur inside correct words — 外挂 is inside 额外挂载, 应用组 inside 应用组件).
   */
  avoid: readonly string[];
}

export interface GlossaryTerm {
  /** Stable kebab-case anchor of the term on the Glossary page. */
  id: string;
  zh: GlossaryEntry;
  en: GlossaryEntry;
}

export const glossary: readonly GlossaryTerm[] = [
  {
    id: 'enterprise',
    zh: {
      term: '企业',
      definition: 'Rainbond 中最高一级的管理单元，包含用户、团队、集群和应用市场，由企业管理员管理。',
      avoid: [],
    },
    en: {
      term: 'enterprise',
      definition: 'The top-level unit of administration in Rainbond; it holds the users, teams, clusters and app market, and is run by enterprise administrators.',
      avoid: ['company view', 'corporation view'],
    },
  },
  {
    id: 'team',
    zh: {
      term: '团队',
      definition: '企业下的协作和资源隔离单元，对应集群中的一个命名空间；应用、组件和成员权限都属于某个团队。',
      avoid: ['租户空间'],
    },
    en: {
      term: 'team',
      definition: 'A unit of collaboration and isolation inside an enterprise, backed by one namespace per cluster; applications, components and member roles belong to a team.',
      avoid: ['tenant space'],
    },
  },
  {
    id: 'application',
    zh: {
      term: '应用',
      definition: '由一个或多个组件组成、作为整体部署、发布、备份和升级的业务系统。',
      avoid: ['应用程式'],
    },
    en: {
      term: 'application',
      definition: 'A business system made of one or more components that is deployed, published, backed up and upgraded as a whole; "app" for short.',
      avoid: ['app grouping'],
    },
  },
  {
    id: 'component',
    zh: {
      term: '组件',
      definition: 'Rainbond 中部署和运行的最小单元，由源码、镜像、软件包或应用模板创建，可以单独构建、伸缩和配置。',
      avoid: ['元件'],
    },
    en: {
      term: 'component',
      definition: 'The smallest unit Rainbond deploys and runs, created from source code, an image, a package or an app template, and built, scaled and configured on its own.',
      avoid: ['service component', 'service module'],
    },
  },
  {
    id: 'cluster',
    zh: {
      term: '集群',
      definition: '安装了 Rainbond 集群端组件的 Kubernetes 集群；一个控制台可以对接多个集群。',
      avoid: ['集群群'],
    },
    en: {
      term: 'cluster',
      definition: 'A Kubernetes cluster with the Rainbond cluster-side components installed; one console can manage several clusters.',
      avoid: ['cluster group'],
    },
  },
  {
    id: 'region',
    zh: {
      term: '集群端',
      definition: '运行在 rbd-system 命名空间中的一组系统组件（rbd-api、rbd-worker、rbd-chaos、rbd-gateway 等），负责构建、调度和流量转发。',
      avoid: ['区域端'],
    },
    en: {
      term: 'region (cluster side)',
      definition: 'The system components in the rbd-system namespace (rbd-api, rbd-worker, rbd-chaos, rbd-gateway and others) that build, schedule and route traffic.',
      avoid: ['cluster end', 'cluster terminal'],
    },
  },
  {
    id: 'console',
    zh: {
      term: '控制台',
      definition: 'Rainbond 的 Web 界面和 OpenAPI（rbd-app-ui），保存业务数据并通过各集群的 rbd-api 下发操作，默认端口 7070。',
      avoid: ['控制面板'],
    },
    en: {
      term: 'console',
      definition: 'The Rainbond web interface and OpenAPI (rbd-app-ui); it stores the business data and sends operations to each cluster through rbd-api, on port 7070 by default.',
      avoid: ['control panel', 'management panel'],
    },
  },
  {
    id: 'app-market',
    zh: {
      term: '应用市场',
      definition: '存放和分发应用模板的地方，包括企业内的本地组件库和对接的开源应用商店。',
      avoid: ['应用商城', '应用超市'],
    },
    en: {
      term: 'app market',
      definition: 'Where app templates are stored and shared: the local component library of the enterprise and the connected open-source app store.',
      avoid: ['application mall', 'app mall', 'app supermarket'],
    },
  },
  {
    id: 'local-component-library',
    zh: {
      term: '本地组件库',
      definition: '企业内部的应用市场，保存本企业发布的应用模板，只有本企业的用户可以安装。',
      avoid: ['本地应用库', '内部组件仓库'],
    },
    en: {
      term: 'local component library',
      definition: 'The enterprise\'s own app market; it keeps the app templates published inside the enterprise, installable only by its users.',
      avoid: ['local component warehouse', 'local component repository'],
    },
  },
  {
    id: 'open-source-app-store',
    zh: {
      term: '开源应用商店',
      definition: '好雨科技维护的公共应用商店，提供可一键安装的开源应用模板。',
      avoid: ['开源应用商城'],
    },
    en: {
      term: 'open-source app store',
      definition: 'The public app store run by Goodrain, with open-source app templates you can install in one click.',
      avoid: ['open source app mall', 'open-source app mall'],
    },
  },
  {
    id: 'app-template',
    zh: {
      term: '应用模板',
      definition: '把一个应用的组件、配置和依赖关系打包成的可复用描述，发布到应用市场后可以一键安装和升级。',
      avoid: ['应用模版'],
    },
    en: {
      term: 'app template',
      definition: 'A reusable description of an application — its components, configuration and dependencies — that installs and upgrades in one click once published to an app market.',
      avoid: ['app stencil', 'application stencil'],
    },
  },
  {
    id: 'gateway',
    zh: {
      term: '网关',
      definition: '集群端的 rbd-gateway，以主机网络运行在网关节点上，把外部 HTTP 和 TCP/UDP 流量转发给组件。',
      avoid: ['网关器'],
    },
    en: {
      term: 'gateway',
      definition: 'rbd-gateway on the cluster side; it runs on the gateway nodes with host networking and forwards outside HTTP and TCP/UDP traffic to components.',
      avoid: ['gate way'],
    },
  },
  {
    id: 'gateway-rule',
    zh: {
      term: '网关策略',
      definition: '网关上的一条访问规则（也叫访问策略）：把域名、路径或端口映射到某个组件的端口。',
      avoid: ['网关规则', '网关政策'],
    },
    en: {
      term: 'gateway rule',
      definition: 'One access rule on the gateway that maps a domain, path or port to a component port.',
      avoid: ['gateway policy', 'gateway strategy', 'access strategy'],
    },
  },
  {
    id: 'plugin',
    zh: {
      term: '插件',
      definition: '以边车（sidecar）或初始化容器方式挂到组件上的扩展，例如性能分析、日志收集和服务网格插件。',
      avoid: ['插件程序'],
    },
    en: {
      term: 'plugin',
      definition: 'An extension attached to a component as a sidecar or init container, such as performance analysis, log collection or service mesh plugins.',
      avoid: ['plug-in', 'plug-ins', 'add-on module'],
    },
  },
  {
    id: 'build-source',
    zh: {
      term: '构建源',
      definition: '组件从哪里构建：源码仓库、镜像、软件包或应用市场，以及相应的构建参数。',
      avoid: ['构建来源'],
    },
    en: {
      term: 'build source',
      definition: 'Where a component is built from — a source repository, an image, a package or an app market — together with its build parameters.',
      avoid: ['construction source', 'compile source', 'build origin'],
    },
  },
  {
    id: 'connection-information',
    zh: {
      term: '连接信息',
      definition: '组件对外提供的连接参数（如主机、端口、用户名、密码），依赖它的组件会以环境变量的形式拿到。',
      avoid: ['链接信息', '连接参数信息'],
    },
    en: {
      term: 'connection information',
      definition: 'The connection parameters a component offers (host, port, user name, password and so on), passed as environment variables to the components that depend on it.',
      avoid: ['connect information', 'link information', 'connection info'],
    },
  },
  {
    id: 'dependency',
    zh: {
      term: '依赖',
      definition: '组件之间的调用关系：建立依赖后，调用方获得被依赖组件的连接信息；在内置服务网格模式下，调用方还通过本地地址访问被依赖组件。',
      avoid: ['依懒', '依耐'],
    },
    en: {
      term: 'dependency',
      definition: 'A calling relation between components: once it exists, the caller receives the other component\'s connection information; in the built-in service mesh mode the caller also reaches it through a local address.',
      avoid: ['reliance relation', 'dependence relation'],
    },
  },
  {
    id: 'scaling',
    zh: {
      term: '伸缩',
      definition: '调整组件的实例数（水平伸缩）或内存、CPU（垂直伸缩）；两者都可以手动调整，实例数还可以按指标自动伸缩。',
      avoid: ['扩缩容', '伸缩容'],
    },
    en: {
      term: 'scaling',
      definition: 'Changing the number of instances of a component (horizontal scaling) or its memory and CPU (vertical scaling); both can be changed by hand, and the instance count can also follow metrics automatically.',
      avoid: ['telescoping', 'expansion and contraction'],
    },
  },
  {
    id: 'governance-mode',
    zh: {
      term: '治理模式',
      definition: '应用内组件之间通信的治理方式，例如内置服务网格或 Kubernetes 原生 Service，可以按应用切换。',
      avoid: ['治理模型'],
    },
    en: {
      term: 'governance mode',
      definition: 'How communication between the components of an application is governed — the built-in service mesh or native Kubernetes Services — switchable per application.',
      avoid: ['governance model', 'governing mode'],
    },
  },
  {
    id: 'environment-variable',
    zh: {
      term: '环境变量',
      definition: '注入到组件容器中的键值对，用来传递配置，依赖组件的连接信息也以这种方式注入。',
      avoid: ['环境变数'],
    },
    en: {
      term: 'environment variable',
      definition: 'A key-value pair injected into a component\'s containers to pass configuration; connection information of dependencies arrives the same way.',
      avoid: ['environmental variable', 'env variable'],
    },
  },
  {
    id: 'config-file',
    zh: {
      term: '配置文件',
      definition: '挂载到组件容器指定路径的文件，内容可以引用环境变量，修改后更新组件即可生效。',
      avoid: ['配制文件'],
    },
    en: {
      term: 'config file',
      definition: 'A file mounted at a path in a component\'s containers; its content may reference environment variables and takes effect when the component is updated.',
      avoid: ['configure file', 'configuration document'],
    },
  },
  {
    id: 'storage',
    zh: {
      term: '存储',
      definition: '挂载到组件的持久化存储卷，类型可以是共享存储、本地存储或集群提供的存储类。',
      avoid: ['储存卷'],
    },
    en: {
      term: 'storage',
      definition: 'A persistent volume mounted into a component: shared storage, local storage or a storage class the cluster provides.',
      avoid: ['storage roll', 'memory volume'],
    },
  },
  {
    id: 'health-check',
    zh: {
      term: '健康检查',
      definition: '按组件的设置执行的探测（TCP 或 HTTP），用来判断组件实例是否正常，由 Kubernetes 执行（第三方组件的探测由 rbd-worker 执行）；不健康的实例会被下线（不再接收流量）或重启。',
      avoid: ['健康检测', '健康监测'],
    },
    en: {
      term: 'health check',
      definition: 'A probe (TCP or HTTP) run as the component specifies, to tell whether an instance works; Kubernetes runs it (for third-party components, rbd-worker does). Unhealthy instances are taken offline (they stop receiving traffic) or restarted.',
      avoid: ['health inspection', 'health detection'],
    },
  },
  {
    id: 'port-alias',
    zh: {
      term: '端口别名',
      definition: '为组件端口起的名字，用来生成连接信息中的变量名，例如别名 MYSQL 生成 MYSQL_HOST 和 MYSQL_PORT。',
      avoid: ['端口别称', '端口昵称'],
    },
    en: {
      term: 'port alias',
      definition: 'A name given to a component port, used to build the variable names in its connection information: the alias MYSQL yields MYSQL_HOST and MYSQL_PORT.',
      avoid: ['port nickname', 'port another name'],
    },
  },
];
