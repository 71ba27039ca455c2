import {glossary} from './glossary';

/**
 * Words that mean the same to someone searching the site, in either language (issue 27). A query
 * word that belongs to a group also finds the group's other words, so "日志" finds "logs", "证书"
 * finds pages that only say "HTTPS", and an English product word in a Chinese query ("gateway 端口")
 * finds the Chinese page. The offline search index carries the groups (plugins/local-search), and
 * the engine expands queries with them (src/search/engine.ts).
 *
 * The glossary's terms come first: each term's Chinese and English forms, and the variants it
 * tells writers to avoid (a reader still types them). The list below adds what readers type
 * that the glossary does not define. Keep a group to words a reader would accept as the same
 * answer: a group that is too wide ranks unrelated pages.
 *
 * Pure data: no React, no translate() calls.
 */
const readersWords: readonly (readonly string[])[] = [
  ['日志', 'log', 'logs', 'logging'],
  ['证书', 'certificate', 'certificates', 'https', 'tls', 'ssl'],
  ['存储', 'storage', 'volume', 'volumes', '存储卷', '持久化', 'persistent'],
  ['私服', 'private repository', 'nexus', '私有仓库', 'maven mirror'],
  ['网关', 'gateway', 'ingress'],
  ['域名', 'domain', 'domains', 'hostname'],
  ['端口', 'port', 'ports'],
  ['镜像仓库', 'registry', 'image registry', 'rbd-hub', 'harbor'],
  ['镜像', 'image', 'docker image'],
  ['安装', 'install', 'installation', 'installing', 'deploy rainbond'],
  ['卸载', 'uninstall', 'remove rainbond'],
  ['升级', 'upgrade', 'upgrading'],
  ['离线', 'offline', 'air-gapped', 'airgap', '内网'],
  ['高可用', 'ha', 'high availability', 'highly available'],
  ['磁盘', 'disk', '硬盘'],
  ['内存', 'memory', 'oom'],
  ['伸缩', '扩容', '缩容', 'scale', 'scaling', 'autoscaling', 'hpa', 'replicas', '实例数'],
  ['健康检查', 'health check', 'probe', 'liveness', 'readiness', '探针'],
  ['环境变量', 'env', 'environment variable', 'environment variables', 'variables', 'env vars', 'env var', 'vars'],
  // Not 编译/compile: on this site that is building Rainbond itself from source (community pages).
  ['构建', 'build', 'builds'],
  ['源码', 'source code', '源代码'],
  ['备份', 'backup', 'back up'],
  ['迁移', 'migrate', 'migration'],
  ['回滚', 'rollback', 'roll back', '上个版本', '上一个版本', 'previous version'],
  ['灰度', 'canary', 'gray release', '灰度发布', '金丝雀'],
  ['监控', 'monitor', 'monitoring', 'prometheus', 'metrics'],
  ['告警', '报警', 'alert', 'alerts', 'alerting'],
  ['节点', 'node', 'nodes'],
  ['集群', 'cluster', 'kubernetes', 'k8s'],
  ['多集群', '多个集群', 'multi-cluster', 'multiple clusters', 'several clusters'],
  ['命令行', 'cli', 'grctl'],
  ['报错', '错误', '失败', 'error', 'failed', 'fails'],
  ['清理', 'cleanup', 'clean up', 'prune', 'garbage'],
  ['数据库', 'database', 'mysql'],
  ['负载均衡', 'load balancer', 'load balancing', 'slb'],
  ['服务发现', 'service discovery'],
  ['微服务', 'microservice', 'microservices', 'service mesh'],
  ['熔断', 'circuit breaking', 'circuit breaker'],
  ['限流', 'rate limit', 'rate limiting'],
  ['链路追踪', 'tracing', 'distributed tracing'],
  ['权限', 'permission', 'permissions', 'role', 'roles', 'rbac'],
  ['用户', 'user', 'users', 'account'],
  ['密码', 'password'],
  ['账号', '账户', '用户名', 'account', 'username'],
  ['令牌', 'token', 'access token'],
  ['接口', 'api', 'openapi'],
  ['导入', 'import'],
  ['导出', 'export'],
  ['发布', 'publish', 'release'],
  ['模板', 'template'],
  ['定时任务', 'cronjob', 'cron job', 'scheduled task'],
  ['任务', 'job'],
  ['配置', 'config', 'configuration', 'settings'],
  ['启动命令', 'start command', 'entrypoint', 'cmd'],
  ['访问不了', '无法访问', '访问不到', 'not reachable', 'unreachable', 'cannot access', "can't access"],
  ['修改', '更新', 'update', 'modify'],
  ['删除', 'delete', 'remove'],
  ['创建', '新建', '新增', 'create'],
  ['单机版', '单机体验版', '快速安装', 'allinone', 'all-in-one', 'dind allinone', 'quick install'],
  ['最低配置', '配置要求', '硬件要求', '系统要求', 'requirements', 'system requirements', 'hardware requirements', 'minimum requirements'],
  ['磁盘满', '磁盘空间不足', '磁盘不足', '磁盘压力', 'disk full', 'disk pressure', 'no space left', 'inode', 'inodes'],
  ['满了', '占满', '写满', '空间不足'],
  ['公网', '外网', 'public ip', 'external ip', 'public network', 'eip'],
  ['企业版', 'enterprise edition'],
  ['开源版', '社区版', 'open source edition', 'community edition'],
  ['亲和性', 'affinity', 'node affinity'],
  ['容忍', 'toleration', 'tolerations', '污点', 'taint', 'taints'],
  ['nodeselector', 'node selector', '节点选择器'],
  ['存储类', 'storageclass', 'storage class'],
  ['资源限制', '资源配额', 'resource limit', 'resource limits', 'limits', 'requests'],
  ['打包命令', '构建命令', 'build command', 'build script'],
  ['超时', 'timeout', 'timed out', 'time out'],
  ['主机目录', '宿主机目录', 'hostpath', 'host path', 'host directory'],
  ['自动部署', '自动构建', 'auto deploy', 'auto build', 'automatic build'],
  ['运行时', '容器运行时', 'runtime', 'container runtime'],
  ['跨团队', 'cross-team', 'across teams', 'another team', 'other team', 'other teams'],
  ['依赖源', 'npm registry', 'npm mirror', 'yarn registry', 'registry mirror'],
];

/** Lower-cased groups; the glossary's term pairs first. */
export const searchAliases: readonly string[][] = [
  ...glossary.map((t) => [t.zh.term, t.en.term, ...t.zh.avoid, ...t.en.avoid]),
  ...readersWords.map((group) => [...group]),
].map((group) => [...new Set(group.map((word) => word.toLowerCase()))]);
