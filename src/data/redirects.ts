/**
 * Old addresses of the Rainbond site and of Rainbond's own help links, and the page of this
 * site that now covers each topic (issue 26). Reviewed like content: open the old page
 * (goodrain/rainbond-docs at d628df3) and the target, and check that the target really covers it.
 *
 * Each row holds for both locales: `/x` → `/y` and `/en/x` → `/en/y`. Paths are written without
 * the locale, without a trailing slash (both forms are redirected) and decoded. The build turns
 * the rows into nginx `301`s (`.nginx/redirects.conf`, plugins/redirects) and into static redirect
 * pages for other hosts (@docusaurus/plugin-client-redirects). tests/unit/redirects.test.ts checks
 * the shape; tests/e2e/redirects.desktop.spec.ts follows every row through nginx and the static pages.
 *
 * `fit` says how well the target covers the topic:
 * - `page`: the target page (or its `#section`) covers the topic;
 * - `section`: the topic was folded into a section's root page, which covers it with its neighbours;
 * - `gone`: nothing on this site covers the topic any more; the row goes to the nearest section root
 *   and `note` says why.
 */
export type RedirectFit = 'page' | 'section' | 'gone';

export interface RedirectRow {
  /** Old path(s): `/docs/…`, no locale, no trailing slash. A `:name` segment is a pattern over `members`. */
  from: string | readonly string[];
  /** The page now, `/docs/…` (no locale, no trailing slash), optionally with a `#section` id. `:name` as in `from`. */
  to: string;
  fit: RedirectFit;
  /** The values a pattern's `:name` takes: one redirect each, each tested. */
  members?: readonly string[];
  note?: string;
}

/** One concrete redirect, as the build writes it (still without locale). */
export interface Redirect {
  from: string;
  to: string;
  fit: RedirectFit;
}

const P = '/docs/expand/practices';
/** An old page of the best practices, under its V5.8 address and the older one the previous site redirected (`/docs/practices/…`). */
const practice = (old: string): string[] => [`${P}/${old}`, `/docs/practices/${old}`];

export const redirectRows: readonly RedirectRow[] = [
  // ── Blog: slugs whose case or spelling changed ─────────────────────────────────────────
  {from: '/blog/SkyWalking', to: '/blog/skywalking', fit: 'page'},
  {from: '/blog/Harbor', to: '/blog/harbor', fit: 'page'},
  {from: '/blog/istioSource', to: '/blog/istio-source', fit: 'page'},
  {from: '/blog/Locust', to: '/blog/locust', fit: 'page'},
  {from: '/blog/JmxExporter', to: '/blog/jmx-exporter', fit: 'page'},
  {from: '/blog/MysqlSchema', to: '/blog/mysql-schema', fit: 'page'},
  {from: '/blog/OpenVscode', to: '/blog/openvscode', fit: 'page'},
  {from: '/blog/CiliumOne', to: '/blog/cilium-network-isolation', fit: 'page'},
  {from: '/blog/CiliumTwo', to: '/blog/cilium-observability', fit: 'page'},
  {from: '/blog/enovy1', to: '/blog/envoy-circuit-breaking', fit: 'page'},
  {from: '/blog/enovy2', to: '/blog/envoy-rate-limit', fit: 'page'},
  {from: '/blog/pluginshare', to: '/blog/plugin-share', fit: 'page'},
  {from: '/blog/nocalhostdebug', to: '/blog/nocalhost-debug', fit: 'page'},
  // The Pyroscope post was published under the slug of another post.
  {from: '/blog/tdengine', to: '/blog/pyroscope', fit: 'page'},
  {from: '/blog/2022/08/04/jaeger', to: '/blog/jaeger', fit: 'page'},

  // ── Best practices: regrouped by theme ───────────────────────────────────────────────────
  {from: '/docs/practices', to: P, fit: 'page'},
  {from: practice('app-dev/ab_testing'), to: `${P}/release/ab-testing`, fit: 'page'},
  {from: practice('app-dev/app_publishing'), to: `${P}/release/canary-blue-green`, fit: 'page'},
  {from: practice('app-dev/auto-schema'), to: `${P}/app-dev/db-schema-init`, fit: 'page'},
  {from: practice('app-dev/auto_router'), to: `${P}/microservices/traffic-routing`, fit: 'page'},
  {from: practice('app-dev/build-react-and-vue'), to: `${P}/app-dev/frontend-deploy`, fit: 'page'},
  {from: practice('app-dev/build_by_dockerfile'), to: `${P}/app-dev/dockerfile`, fit: 'page'},
  {from: practice('app-dev/circuit'), to: `${P}/microservices/circuit-breaking`, fit: 'page'},
  {from: practice('app-dev/collect_log'), to: `${P}/observability/aliyun-log`, fit: 'page'},
  {from: practice('app-dev/config_file'), to: `${P}/app-dev/config-file`, fit: 'page'},
  {from: practice('app-dev/config_with_env'), to: `${P}/app-dev/config-file`, fit: 'page'},
  {from: practice('app-dev/connect-api'), to: `${P}/app-dev/frontend-proxy`, fit: 'page'},
  {from: practice('app-dev/data-initialization'), to: `${P}/app-dev/data-init-plugin`, fit: 'page'},
  {from: practice('app-dev/deploy-spark'), to: `${P}/app-dev/spark`, fit: 'page'},
  {from: practice('app-dev/java-exporter'), to: `${P}/observability/java-exporter`, fit: 'page'},
  {from: practice('app-dev/migration_app_over_cluster'), to: `${P}/operator/app-migration`, fit: 'page'},
  {from: practice('app-dev/port-conflict'), to: `${P}/app-dev/port-alias`, fit: 'page'},
  {from: '/docs/practices/app-dev/port-alias', to: `${P}/app-dev/port-alias`, fit: 'page'},
  {from: practice('app-dev/shell-hook-cdn'), to: `${P}/app-dev/build-hook-cdn`, fit: 'page'},
  // What the platform adds to Spring Cloud: how the work is divided between them.
  {from: practice('app-dev/spring-cloud-advantage'), to: `${P}/microservices/spring-cloud-mesh#division-of-labor`, fit: 'page'},
  {from: practice('app-dev/spring-cloud-case'), to: `${P}/microservices/spring-cloud-deploy`, fit: 'page'},
  {from: practice('app-dev/spring-cloud-merge'), to: `${P}/microservices/spring-cloud-mesh`, fit: 'page'},
  {from: '/docs/practices/app-dev/statefulset', to: `${P}/app-dev/statefulset`, fit: 'page'},
  {from: practice('app-dev/update-rollback'), to: `${P}/release/rollback`, fit: 'page'},
  {from: practice('app-dev/work-helm-app'), to: `${P}/integration/helm-wordpress`, fit: 'page'},
  {from: practice('app-dev/work_with_apm'), to: `${P}/observability/apm`, fit: 'page'},
  {from: practice('app-dev/work_with_elk'), to: `${P}/observability/elk`, fit: 'page'},
  {from: practice('app-dev/work_with_git'), to: `${P}/ci/gitlab`, fit: 'page'},
  {from: practice('app-dev/work_with_jenkins'), to: `${P}/ci/api-trigger`, fit: 'page'},
  {from: practice('app-dev/work_with_kong'), to: `${P}/integration/kong`, fit: 'page'},
  {from: practice('app-dev/work_with_sonar'), to: `${P}/ci/api-trigger#quality-gate`, fit: 'page'},
  {from: '/docs/practices/operator/gateway-node', to: `${P}/operator/gateway-node`, fit: 'page'},

  // ── Installation ─────────────────────────────────────────────────────────────────────────
  {from: '/docs/installation/ha-deployment/console-recover', to: '/docs/installation/install-with-ui/console-recovery', fit: 'page'},
  {from: '/docs/installation/ha-deployment/ha-installation', to: '/docs/installation/ha-deployment/deploy-ha', fit: 'page'},
  {from: '/docs/installation/ha-deployment/resource-prepare', to: '/docs/installation/ha-deployment/resource-planning', fit: 'page'},
  {from: '/docs/installation/install-troubleshoot', to: '/docs/installation/troubleshooting', fit: 'page'},
  {from: '/docs/installation/install-troubleshoot/dind-install-troubleshoot', to: '/docs/installation/troubleshooting/dind', fit: 'page'},
  {from: '/docs/installation/install-troubleshoot/helm-install-troubleshoot', to: '/docs/installation/troubleshooting/helm', fit: 'page'},
  {from: '/docs/installation/install-troubleshoot/ui-install-troubleshoot', to: '/docs/installation/troubleshooting/ui', fit: 'page'},
  {from: '/docs/installation/install-with-helm/ack-install-with-helm', to: '/docs/installation/install-with-helm/ack', fit: 'page'},
  {from: '/docs/installation/install-with-helm/insert-ack-with-helm', to: '/docs/installation/install-with-helm/ack', fit: 'page'},
  {from: '/docs/installation/install-with-helm/cce-install-with-helm', to: '/docs/installation/install-with-helm/cce', fit: 'page'},
  {from: '/docs/installation/install-with-helm/k3s-install-with-helm', to: '/docs/installation/install-with-helm/k3s', fit: 'page'},
  {from: '/docs/installation/install-with-helm/insert-k3s-with-helm', to: '/docs/installation/install-with-helm/k3s', fit: 'page'},
  // Helm on a Kubernetes cluster of one's own is what the Helm page itself describes.
  {from: '/docs/installation/install-with-helm/k8s-install-with-helm', to: '/docs/installation/install-with-helm', fit: 'page'},
  {from: '/docs/installation/install-with-helm/insert-k8s-with-helm', to: '/docs/installation/install-with-helm', fit: 'page'},
  {from: '/docs/installation/install-with-helm/install-from-rancher', to: '/docs/installation/install-with-helm/rancher', fit: 'page'},
  {from: '/docs/installation/install-with-helm/uninstall-with-helm', to: '/docs/installation/install-with-helm/uninstall', fit: 'page'},
  {from: '/docs/installation/install-with-helm/vaules-config', to: '/docs/installation/install-with-helm/values', fit: 'page'},
  {from: '/docs/installation/install-with-ui/host-install-with-ui', to: '/docs/installation/install-with-ui', fit: 'page'},
  {from: '/docs/installation/install-with-ui/vaules-config', to: '/docs/installation/install-with-ui#rke-config', fit: 'page'},
  {from: '/docs/installation/install-with-ui/install-from-k8s', to: '/docs/installation/install-with-ui#other-sources', fit: 'page'},
  {from: '/docs/installation/install-with-ui/install-by-rainbond', to: '/docs/installation/install-with-ui#other-sources', fit: 'page'},
  {from: '/docs/installation/install-with-ui/alter-cluster-with-ui', to: '/docs/ops-guide/cluster-manage/nodes', fit: 'page'},
  {from: '/docs/installation/install-with-ui/console-recover', to: '/docs/installation/install-with-ui/console-recovery', fit: 'page'},
  {from: '/docs/installation/install-with-ui/ha-installation', to: '/docs/installation/ha-deployment/deploy-ha', fit: 'page'},
  {from: '/docs/installation/install-with-ui/uninstall-with-ui', to: '/docs/installation/install-with-ui/uninstall', fit: 'page'},
  // An address of the English site only (the translated page set its own slug).
  {from: '/docs/installation/install-with-ui/offline-install', to: '/docs/installation/offline', fit: 'page'},

  // ── Operations ───────────────────────────────────────────────────────────────────────────
  {from: '/docs/ops-guide/Install-extension', to: '/docs/ops-guide/extensions', fit: 'page'},
  {from: '/docs/ops-guide/Install-extension/centos_keepalived', to: '/docs/ops-guide/extensions/keepalived', fit: 'page'},
  {from: '/docs/ops-guide/Install-extension/ubuntu_keepalived', to: '/docs/ops-guide/extensions/keepalived', fit: 'page'},
  {from: '/docs/ops-guide/Install-extension/mysql-ha', to: '/docs/ops-guide/extensions/mysql-ha', fit: 'page'},
  {from: '/docs/ops-guide/cluster-manage/add-cluster', to: '/docs/ops-guide/cluster-manage/multi-cluster', fit: 'page'},
  {from: '/docs/ops-guide/cluster-manage/check', to: '/docs/installation/troubleshooting', fit: 'page'},
  {from: '/docs/ops-guide/cluster-manage/init-region', to: '/docs/installation/install-with-ui#init-region', fit: 'page'},
  {from: '/docs/ops-guide/cluster-manage/init-region-storage', to: '/docs/ops-guide/storage#configure', fit: 'page'},
  {from: '/docs/ops-guide/cluster-manage/manage-cluster', to: '/docs/use-manual/enterprise-manage/clusters', fit: 'page'},
  {from: '/docs/ops-guide/cluster-manage/manage-rke-cluster', to: '/docs/installation/install-with-ui#rke-config', fit: 'page'},
  {from: '/docs/ops-guide/cluster-manage/resource-limit', to: '/docs/ops-guide/cluster-manage/team-quota', fit: 'page'},
  {from: '/docs/ops-guide/component/app-ui', to: '/docs/installation/ha-deployment/console-ha', fit: 'page'},
  {from: '/docs/ops-guide/component/etcd', to: '/docs/ops-guide/component/rbd-etcd', fit: 'page'},
  {from: '/docs/ops-guide/component/rbd-nfs', to: '/docs/ops-guide/component/nfs-provisioner', fit: 'page'},
  // Named in the list of the section root, without a page of their own.
  {from: '/docs/ops-guide/component/:name', to: '/docs/ops-guide/component', fit: 'section', members: ['rbd-dns', 'metrics-server']},
  {from: '/docs/ops-guide/component/docker', to: '/docs/ops-guide/management#docker-daemon', fit: 'page'},
  {from: '/docs/ops-guide/component/required_ports', to: '/docs/quick-start/architecture#ports', fit: 'page'},
  {
    from: '/docs/ops-guide/component/:name',
    to: '/docs/ops-guide/component',
    fit: 'gone',
    members: ['k8s', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler', 'kubelet', 'kube-proxy', 'kube-flannel', 'calico', 'coredns'],
    note: "Kubernetes' own components: this site documents Rainbond's components only.",
  },
  {from: '/docs/ops-guide/management/dashboard-op', to: '/docs/ops-guide/management/dashboard', fit: 'page'},
  {from: '/docs/ops-guide/monitor/alert', to: '/docs/ops-guide/monitor/alert-receivers', fit: 'page'},
  {from: '/docs/ops-guide/monitor/alert/alert-dingtalk', to: '/docs/ops-guide/monitor/alert-receivers#dingtalk', fit: 'page'},
  {from: '/docs/ops-guide/monitor/alert/alert-wechat', to: '/docs/ops-guide/monitor/alert-receivers#wechat', fit: 'page'},
  {from: '/docs/ops-guide/monitor/alert/alert-mail', to: '/docs/ops-guide/monitor/alert-receivers#email', fit: 'page'},
  {from: '/docs/ops-guide/monitor/monitor-alert-deploy', to: '/docs/ops-guide/monitor/alert-deploy', fit: 'page'},
  {from: '/docs/ops-guide/monitor/monitor-alert-items', to: '/docs/ops-guide/monitor/alert-rules', fit: 'page'},
  {from: '/docs/ops-guide/storage/ceph-rbd', to: '/docs/ops-guide/storage/rook-ceph', fit: 'page'},
  {from: '/docs/ops-guide/storage/deploy-glusterfs', to: '/docs/ops-guide/storage/glusterfs', fit: 'page'},
  {from: '/docs/ops-guide/storage/deploy-nfsclient', to: '/docs/ops-guide/storage/nfs', fit: 'page'},
  {from: '/docs/ops-guide/troubleshoot/cluster_troubleshooting', to: '/docs/ops-guide/troubleshooting/region', fit: 'page'},

  // ── Quick start and upgrades ─────────────────────────────────────────────────────────────
  {from: '/docs/quick-start/architecture/design-concept', to: '/docs/use-manual/get-start#app-model', fit: 'page'},
  {from: '/docs/quick-start/architecture/flow', to: '/docs/quick-start/architecture#request-flow', fit: 'page'},
  {from: '/docs/upgrade/5.3.0-upgrade', to: '/docs/upgrade/5.2.2-5.3.1', fit: 'page'},
  {from: '/docs/upgrade/:version', to: '/docs/upgrade/5.3.x-upgrade', fit: 'page', members: ['5.3.1-upgrade', '5.3.2-upgrade', '5.3.3-upgrade']},

  // ── User manual: getting started ─────────────────────────────────────────────────────────
  {from: '/docs/use-manual/get-start/concept', to: '/docs/use-manual/get-start#concepts', fit: 'page'},
  {from: '/docs/use-manual/get-start/concept/app', to: '/docs/quick-start/glossary#application', fit: 'page'},
  {from: '/docs/use-manual/get-start/concept/:term', to: '/docs/quick-start/glossary#:term', fit: 'page', members: ['component', 'gateway', 'plugin', 'team']},
  {from: '/docs/use-manual/get-start/team-management-and-multi-tenancy', to: '/docs/use-manual/get-start/create-team', fit: 'page'},
  {from: '/docs/use-manual/get-start/create-app-from-source', to: '/docs/use-manual/get-start/deploy-from-source', fit: 'page'},
  {from: '/docs/use-manual/get-start/create-app-from-market', to: '/docs/use-manual/get-start/install-from-market', fit: 'page'},
  {from: '/docs/use-manual/get-start/create-dependency', to: '/docs/use-manual/get-start/connect-components', fit: 'page'},
  {from: '/docs/use-manual/get-start/release-to-market', to: '/docs/use-manual/get-start/publish-to-market', fit: 'page'},
  {from: '/docs/use-manual/get-start/offline-delivery-with-market', to: '/docs/use-manual/get-start/offline-delivery', fit: 'page'},

  // ── User manual: creating components ────────────────────────────────────────────────────
  {from: '/docs/use-manual/component-create/creation-process', to: '/docs/use-manual/component-create#entry-points', fit: 'page'},
  {from: '/docs/use-manual/component-create/language-support', to: '/docs/use-manual/component-create/language', fit: 'page'},
  {
    from: '/docs/use-manual/component-create/language-support/:lang',
    to: '/docs/use-manual/component-create/language/:lang',
    fit: 'page',
    members: ['golang', 'nodejs', 'php', 'python'],
  },
  {from: '/docs/use-manual/component-create/language-support/dockefile', to: '/docs/use-manual/component-create/language/dockerfile', fit: 'page'},
  {from: '/docs/use-manual/component-create/language-support/html', to: '/docs/use-manual/component-create/language/static-html', fit: 'page'},
  {from: '/docs/use-manual/component-create/language-support/netcore', to: '/docs/use-manual/component-create/language/dotnet', fit: 'page'},
  {from: '/docs/use-manual/component-create/language-support/nodejs-static', to: '/docs/use-manual/component-create/language/nodejs-frontend', fit: 'page'},
  // Runtime variables such as LANG and LC_ALL for source-built components: set like any other variable.
  {from: '/docs/use-manual/component-create/language-support/envs', to: '/docs/use-manual/component-manage/env-variables#manage', fit: 'page'},
  {
    from: '/docs/use-manual/component-create/language-support/:file',
    to: '/docs/use-manual/component-create/language#control-files',
    fit: 'page',
    members: ['procfile', 'rainbondfile', 'slugignore'],
  },
  // The Java overview listed the four Java pages; the source-build section root lists them now.
  {from: '/docs/use-manual/component-create/language-support/java', to: '/docs/use-manual/component-create/language', fit: 'section'},
  {
    from: '/docs/use-manual/component-create/language-support/java/:kind',
    to: '/docs/use-manual/component-create/language/:kind',
    fit: 'page',
    members: ['java-maven', 'java-gradle', 'java-jar', 'java-war'],
  },
  {from: '/docs/use-manual/component-create/language-support/java/java-maven-de', to: '/docs/use-manual/component-create/language/java-maven', fit: 'page'},
  {from: '/docs/use-manual/component-create/language-support/java/java-multi-module-build', to: '/docs/use-manual/component-create/language/java-maven#multi-module', fit: 'page'},
  {from: '/docs/use-manual/component-create/language-support/java/tomcat-redis-session', to: '/docs/use-manual/component-create/language/java-war#session-sharing', fit: 'page'},
  {from: '/docs/use-manual/component-create/language-support/java/webapp-runner', to: '/docs/use-manual/component-create/language/java-war#webapp-runner-options', fit: 'page'},
  {from: '/docs/use-manual/component-create/image-support', to: '/docs/use-manual/component-create/image', fit: 'page'},
  {from: '/docs/use-manual/component-create/image-support/image', to: '/docs/use-manual/component-create/image', fit: 'page'},
  {from: '/docs/use-manual/component-create/image-support/docker-compose', to: '/docs/use-manual/component-create/docker-compose', fit: 'page'},
  {from: '/docs/use-manual/component-create/helm-support', to: '/docs/use-manual/component-create/helm', fit: 'page'},
  {from: '/docs/use-manual/component-create/helm-support/creation-process', to: '/docs/use-manual/component-create/helm', fit: 'page'},
  {from: '/docs/use-manual/component-create/helm-support/docking_helm_store', to: '/docs/use-manual/app-store-manage/helm-repo', fit: 'page'},
  {from: '/docs/use-manual/component-create/helm-support/manage-helm-app', to: '/docs/use-manual/app-manage/helm-apps', fit: 'page'},
  // "From local files" listed Jar/War upload and YAML upload, now two pages of the section root.
  {from: '/docs/use-manual/component-create/package-support', to: '/docs/use-manual/component-create', fit: 'section'},
  {from: '/docs/use-manual/component-create/package-support/jar-war', to: '/docs/use-manual/component-create/package-upload', fit: 'page'},
  {from: '/docs/use-manual/component-create/package-support/yaml', to: '/docs/use-manual/component-create/yaml', fit: 'page'},
  {from: '/docs/use-manual/component-create/task-support', to: '/docs/use-manual/component-create/job-cronjob', fit: 'page'},
  {from: '/docs/use-manual/component-create/task-support/job-cronjob', to: '/docs/use-manual/component-create/job-cronjob', fit: 'page'},
  {from: '/docs/use-manual/component-create/thirdparty-service', to: '/docs/use-manual/component-create/third-party', fit: 'page'},
  {from: '/docs/use-manual/component-create/thirdparty-service/thirdparty-create', to: '/docs/use-manual/component-create/third-party#entry', fit: 'page'},
  {from: '/docs/use-manual/component-create/thirdparty-service/thirdparty-define', to: '/docs/use-manual/component-create/third-party#registration', fit: 'page'},
  {from: '/docs/use-manual/component-create/thirdparty-service/thirdparty-design', to: '/docs/use-manual/component-create/third-party', fit: 'page'},

  // ── User manual: managing components ─────────────────────────────────────────────────────
  {from: '/docs/use-manual/component-manage/overview', to: '/docs/use-manual/component-manage#overview-page', fit: 'page'},
  {from: '/docs/use-manual/component-manage/overview/basic-operation', to: '/docs/use-manual/component-manage#basic-operations', fit: 'page'},
  {from: '/docs/use-manual/component-manage/overview/operation-log', to: '/docs/use-manual/component-manage#overview-page', fit: 'page'},
  {from: '/docs/use-manual/component-manage/overview/service-properties', to: '/docs/use-manual/component-manage#lifecycle-states', fit: 'page'},
  {from: '/docs/use-manual/component-manage/overview/version-rollback', to: '/docs/use-manual/component-manage/version-rollback', fit: 'page'},
  {from: '/docs/use-manual/component-manage/automatic-telescoping', to: '/docs/use-manual/component-manage/scaling', fit: 'page'},
  {from: '/docs/use-manual/component-manage/automatic-telescoping/service-auto-scaling', to: '/docs/use-manual/component-manage/scaling#autoscaling', fit: 'page'},
  {from: '/docs/use-manual/component-manage/build-source/auto_build', to: '/docs/use-manual/component-manage/build-source#auto-build', fit: 'page'},
  {from: '/docs/use-manual/component-manage/build-source/build_and_version', to: '/docs/use-manual/component-manage/version-rollback', fit: 'page'},
  {from: '/docs/use-manual/component-manage/build-source/change_source_type', to: '/docs/use-manual/component-manage/build-source#switch-source', fit: 'page'},
  {from: '/docs/use-manual/component-manage/component-connection', to: '/docs/use-manual/component-manage/dependencies', fit: 'page'},
  {from: '/docs/use-manual/component-manage/component-connection/connection_env', to: '/docs/use-manual/component-manage/ports#connection-info', fit: 'page'},
  {from: '/docs/use-manual/component-manage/component-connection/regist_and_discover', to: '/docs/use-manual/component-manage/dependencies#how-it-works', fit: 'page'},
  {from: '/docs/use-manual/component-manage/component-connection/regist_and_discover_grpc', to: '/docs/use-manual/component-manage/dependencies', fit: 'page'},
  {from: '/docs/use-manual/component-manage/custom-volume', to: '/docs/use-manual/component-manage/storage', fit: 'page'},
  {from: '/docs/use-manual/component-manage/custom-volume/service-volume-custom', to: '/docs/use-manual/component-manage/storage#custom-storage', fit: 'page'},
  {from: '/docs/use-manual/component-manage/env', to: '/docs/use-manual/component-manage/env-variables', fit: 'page'},
  {from: '/docs/use-manual/component-manage/env/advanced-env', to: '/docs/use-manual/component-manage/env-variables#es-variables', fit: 'page'},
  {from: '/docs/use-manual/component-manage/monitor', to: '/docs/use-manual/component-manage/monitoring', fit: 'page'},
  {from: '/docs/use-manual/component-manage/monitor/custom-monitor', to: '/docs/use-manual/component-manage/monitoring#business-monitoring', fit: 'page'},
  {from: '/docs/use-manual/component-manage/monitor/service-monitor', to: '/docs/use-manual/component-manage/monitoring#performance-analysis', fit: 'page'},
  // Deployment type, health check and Kubernetes attributes; the health check has its own page now.
  {from: '/docs/use-manual/component-manage/other', to: '/docs/use-manual/component-manage/k8s-attributes', fit: 'page'},
  {from: '/docs/use-manual/component-manage/service-log', to: '/docs/use-manual/component-manage/logs', fit: 'page'},
  {from: '/docs/use-manual/component-manage/service-plugins', to: '/docs/use-manual/component-manage/plugins', fit: 'page'},
  {from: '/docs/use-manual/component-manage/service-port-domain', to: '/docs/use-manual/component-manage/ports', fit: 'page'},

  // ── User manual: applications ────────────────────────────────────────────────────────────
  {from: '/docs/use-manual/app-manage/overview', to: '/docs/use-manual/app-manage#overview', fit: 'page'},
  {from: '/docs/use-manual/app-manage/overview/add-service', to: '/docs/use-manual/component-create#entry-points', fit: 'page'},
  {from: '/docs/use-manual/app-manage/overview/app-copy', to: '/docs/use-manual/app-manage/quick-copy', fit: 'page'},
  {from: '/docs/use-manual/app-manage/overview/app-topology', to: '/docs/use-manual/app-manage#topology', fit: 'page'},
  {from: '/docs/use-manual/app-manage/overview/operation', to: '/docs/use-manual/app-manage#lifecycle', fit: 'page'},
  {from: '/docs/use-manual/app-manage/overview/model/governance-model', to: '/docs/use-manual/app-manage/governance-mode', fit: 'page'},
  {from: '/docs/use-manual/app-manage/overview/model/deploy-istio', to: '/docs/use-manual/app-manage/governance-mode#istio', fit: 'page'},
  {from: '/docs/use-manual/app-manage/app-backup', to: '/docs/use-manual/app-manage/backup-migration', fit: 'page'},
  {from: '/docs/use-manual/app-manage/app-upgrade', to: '/docs/use-manual/app-manage/upgrade-rollback', fit: 'page'},
  {from: '/docs/use-manual/app-manage/app-upgrade/upgrade-app', to: '/docs/use-manual/app-manage/upgrade-rollback#upgrade-rules', fit: 'page'},
  {from: '/docs/use-manual/app-manage/architecture', to: '/docs/use-manual/app-manage/traffic-governance', fit: 'page'},
  {from: '/docs/use-manual/app-manage/architecture/circuit-breaking', to: `${P}/microservices/circuit-breaking`, fit: 'page'},
  {from: '/docs/use-manual/app-manage/architecture/network-visualization', to: '/docs/use-manual/app-manage/traffic-governance#visualize', fit: 'page'},
  {from: '/docs/use-manual/app-manage/architecture/rate-limiting', to: '/docs/use-manual/app-manage/traffic-governance#rate-limit', fit: 'page'},
  {from: '/docs/use-manual/app-manage/architecture/traffic-management', to: '/docs/use-manual/app-manage/traffic-governance#routing', fit: 'page'},
  {from: '/docs/use-manual/app-manage/architecture/service_assembly', to: '/docs/use-manual/component-manage/dependencies', fit: 'page'},
  {from: '/docs/use-manual/app-manage/config-group', to: '/docs/use-manual/app-manage/config-groups', fit: 'page'},
  {from: '/docs/use-manual/app-manage/k8s-resource', to: '/docs/use-manual/app-manage/k8s-resources', fit: 'page'},
  {from: '/docs/use-manual/app-manage/manage-helm-app', to: '/docs/use-manual/app-manage/helm-apps', fit: 'page'},
  {from: '/docs/use-manual/app-manage/share-app', to: '/docs/use-manual/app-manage/publish', fit: 'page'},

  // ── User manual: app store ───────────────────────────────────────────────────────────────
  {from: '/docs/use-manual/app-store-manage/export-non-container-package', to: '/docs/use-manual/app-store-manage/offline-delivery', fit: 'page'},
  {from: '/docs/use-manual/app-store-manage/install-app', to: '/docs/use-manual/app-store-manage/local-market#install', fit: 'page'},
  {from: '/docs/use-manual/app-store-manage/share-app', to: '/docs/use-manual/app-store-manage/open-source-store#share', fit: 'page'},

  // ── User manual: team ────────────────────────────────────────────────────────────────────
  {from: '/docs/use-manual/team-manage/overview', to: '/docs/use-manual/team-manage#team-overview', fit: 'page'},
  {from: '/docs/use-manual/team-manage/team-manage', to: '/docs/use-manual/team-manage#members-and-roles', fit: 'page'},
  {from: '/docs/use-manual/team-manage/team-manage/team-user', to: '/docs/use-manual/team-manage#members-and-roles', fit: 'page'},
  {from: '/docs/use-manual/team-manage/team-manage/rule', to: '/docs/use-manual/team-manage#custom-roles', fit: 'page'},
  {from: '/docs/use-manual/team-manage/team-manage/rule/user-rule', to: '/docs/use-manual/team-manage#permission-model', fit: 'page'},
  {from: '/docs/use-manual/team-manage/team-manage/open-cluster', to: '/docs/use-manual/team-manage#open-cluster', fit: 'page'},
  {from: '/docs/use-manual/team-manage/team-manage/dynamic', to: '/docs/use-manual/team-manage#permission-model', fit: 'page'},
  {from: '/docs/use-manual/team-manage/app-manage', to: '/docs/use-manual/app-manage', fit: 'page'},
  {from: '/docs/use-manual/team-manage/app-manage/app-create', to: '/docs/use-manual/app-manage#create', fit: 'page'},
  {from: '/docs/use-manual/team-manage/app-manage/overview', to: '/docs/use-manual/app-manage#overview', fit: 'page'},
  {from: '/docs/use-manual/team-manage/gateway/rules', to: '/docs/use-manual/team-manage/gateway', fit: 'page'},
  {from: '/docs/use-manual/team-manage/gateway/rules/domain', to: '/docs/use-manual/team-manage/http-rules', fit: 'page'},
  {from: '/docs/use-manual/team-manage/gateway/rules/tcpip', to: '/docs/use-manual/team-manage/tcp-rules', fit: 'page'},
  {from: '/docs/use-manual/team-manage/gateway/certs', to: '/docs/use-manual/team-manage/certificates', fit: 'page'},
  {from: '/docs/use-manual/team-manage/ns-to-team', to: '/docs/use-manual/team-manage/namespace-import', fit: 'page'},
  {from: '/docs/use-manual/team-manage/plugin-manage', to: '/docs/use-manual/team-manage/plugins', fit: 'page'},
  {from: '/docs/use-manual/team-manage/plugin-manage/mesh-plugin', to: '/docs/use-manual/team-manage/plugins#governance-plugins', fit: 'page'},
  {from: '/docs/use-manual/team-manage/plugin-manage/tcm-plugin', to: '/docs/use-manual/team-manage/plugins#performance-plugin', fit: 'page'},
  {from: '/docs/use-manual/team-manage/plugin-manage/new-plugin', to: '/docs/use-manual/team-manage/plugin-development', fit: 'page'},
  {from: '/docs/use-manual/team-manage/plugin-manage/plugin-design-develop', to: '/docs/use-manual/team-manage/plugin-development', fit: 'page'},
  {from: '/docs/use-manual/team-manage/plugin-manage/create-mysql-plugin', to: '/docs/use-manual/team-manage/plugin-development#example-mysql-backup', fit: 'page'},

  // ── User manual: enterprise ──────────────────────────────────────────────────────────────
  {from: '/docs/use-manual/enterprise-manage/overview', to: '/docs/use-manual/enterprise-manage#tabs', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/teams/create-team', to: '/docs/use-manual/enterprise-manage/teams#create', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/teams/join-team', to: '/docs/use-manual/enterprise-manage/users#sources', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/user-manage', to: '/docs/use-manual/enterprise-manage/users', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/user-manage/reset-admin-user-password', to: '/docs/use-manual/enterprise-manage/users#reset-admin-password', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/cluster-manage', to: '/docs/use-manual/enterprise-manage/clusters', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/appcenter', to: '/docs/use-manual/enterprise-manage/app-market', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/appcenter/desc', to: '/docs/use-manual/enterprise-manage/app-market', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/appcenter/add-app', to: '/docs/use-manual/enterprise-manage/app-market', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/appcenter/application-template', to: '/docs/use-manual/app-store-manage#lifecycle', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/appcenter/app-specification', to: '/docs/use-manual/app-store-manage#good-template', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/appcenter/component-add', to: '/docs/use-manual/app-store-manage/open-source-store#install', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/appcenter/share-app-market', to: '/docs/use-manual/app-store-manage/local-market#upgrade', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/enterprise-settings', to: '/docs/use-manual/enterprise-manage/settings', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/enterprise-settings/admin-manage', to: '/docs/use-manual/enterprise-manage/settings#admins', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/enterprise-settings/data-backup', to: '/docs/use-manual/enterprise-manage/settings#data-backup', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/enterprise-settings/base', to: '/docs/use-manual/enterprise-manage/settings', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/enterprise-settings/base/cert-management', to: '/docs/use-manual/team-manage/certificates', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/enterprise-settings/base/component-registry', to: '/docs/use-manual/enterprise-manage/settings#library-registry', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/enterprise-settings/base/oss', to: '/docs/use-manual/enterprise-manage/settings#object-storage', fit: 'page'},
  {from: '/docs/use-manual/enterprise-manage/enterprise-settings/base/user-register', to: '/docs/use-manual/enterprise-manage/settings#registration', fit: 'page'},
  {
    from: ['/docs/use-manual/enterprise-manage/enterprise-settings/base/oauth2.0', '/docs/use-manual/enterprise-manage/enterprise-settings/base/oauth2.0/:page'],
    to: '/docs/use-manual/enterprise-manage/settings#oauth',
    fit: 'page',
    members: ['oauth-conf', 'oauth-git', 'oauth-product-desc'],
  },
  {from: '/docs/use-manual/enterprise-manage/enterprise-settings/base/oauth2.0/oauth-create', to: `${P}/ci/gitlab`, fit: 'page'},

  // ── Help links of the Rainbond 5.8.1 console (rainbond-ui), an older address scheme ──────
  {from: '/docs/stable', to: '/docs', fit: 'page'},
  {from: '/docs/user-manual/component-dev/auto_build', to: '/docs/use-manual/component-manage/build-source#auto-build', fit: 'page'},
  {from: '/docs/advanced-scenarios/devops/autobuild', to: '/docs/use-manual/component-manage/build-source#auto-build', fit: 'page'},
  {from: '/docs/advanced-scenarios/devops/connection-maven-repository', to: '/docs/use-manual/component-create/language/java-maven#maven-mirror', fit: 'page'},
  {from: '/docs/component-create/thirdparty-service/thirdparty-create', to: '/docs/use-manual/component-create/third-party#entry', fit: 'page'},
  {from: '/docs/user-manual/app-creation/image-support', to: '/docs/use-manual/component-create/image', fit: 'page'},
  {from: '/docs/user-manual/app-creation/image-support/docker-compose', to: '/docs/use-manual/component-create/docker-compose', fit: 'page'},
  {from: '/docs/user-manual/app-creation/language-support', to: '/docs/use-manual/component-create/language', fit: 'page'},
  {
    from: '/docs/user-manual/app-creation/language-support/:lang',
    to: '/docs/use-manual/component-create/language/:lang',
    fit: 'page',
    members: ['dockerfile', 'golang', 'nodejs', 'php', 'python'],
  },
  {from: '/docs/user-manual/app-creation/language-support/html', to: '/docs/use-manual/component-create/language/static-html', fit: 'page'},
  {from: '/docs/user-manual/app-creation/language-support/netcore', to: '/docs/use-manual/component-create/language/dotnet', fit: 'page'},
  {from: '/docs/user-manual/app-creation/language-support/nodejs-static', to: '/docs/use-manual/component-create/language/nodejs-frontend', fit: 'page'},
  {from: '/docs/user-manual/app-creation/language-support/java', to: '/docs/use-manual/component-create/language', fit: 'section'},
  {from: '/docs/user-manual/app-manage/app-backup', to: '/docs/use-manual/app-manage/backup-migration', fit: 'page'},
  {from: '/docs/user-manual/app-manage/app-topology', to: '/docs/use-manual/app-manage#topology', fit: 'page'},
  {from: '/docs/user-manual/app-manage/operation', to: '/docs/use-manual/app-manage#lifecycle', fit: 'page'},
  {from: '/docs/user-manual/app-manage/share-app', to: '/docs/use-manual/app-manage/publish', fit: 'page'},
  {from: '/docs/user-manual/app-service-manage/service-rely', to: '/docs/use-manual/component-manage/dependencies', fit: 'page'},
  {from: '/docs/user-manual/app-service-manage/service-volume', to: '/docs/use-manual/component-manage/storage', fit: 'page'},
  {from: '/docs/user-manual/app-store/app-specification', to: '/docs/use-manual/app-store-manage#good-template', fit: 'page'},
  {from: '/docs/user-manual/gateway/cert-management', to: '/docs/use-manual/team-manage/certificates', fit: 'page'},
  {from: '/docs/user-manual/gateway/traffic-control', to: '/docs/use-manual/team-manage/gateway', fit: 'page'},
  // The README of rainbond-ui invites readers to join the company; no such page exists any more.
  {from: '/docs/recruitment/join.html', to: '/community/contribution', fit: 'gone', note: 'A job advertisement of the company: the nearest page is how to take part in the project.'},
  // ── Links elsewhere in Rainbond 5.8.1: the builder's build logs and buildpack READMEs, the chart,
  // the CONTRIBUTING guide of goodrain/rainbond ─────────────────────────────────────────────────
  // The JVM buildpack prints this link (#openjdk支持) when a build asks for a JDK it does not offer.
  {from: '/docs/user-manual/app-creation/language-support/java_more/java-maven', to: '/docs/use-manual/component-create/language/java-maven#versions', fit: 'page'},
  {from: '/docs/stable/user-lang-docs/ndjs/lang-ndjs-overview.html', to: '/docs/use-manual/component-create/language/nodejs', fit: 'page'},
  {from: '/docs/stable/user-manual/language-support/php.html', to: '/docs/use-manual/component-create/language/php', fit: 'page'},
  {from: '/docs/stable/user-manual/language-support/python.html', to: '/docs/use-manual/component-create/language/python', fit: 'page'},
  {from: '/docs/install/other-methods/install-from-rancher', to: '/docs/installation/install-with-helm/rancher', fit: 'page'},
  {from: '/docs/architecture/architecture', to: '/docs/quick-start/architecture', fit: 'page'},
  {from: '/docs/quick-start/contributing', to: '/community/contribution', fit: 'page'},
];

/** Every concrete redirect of the table, patterns expanded over their members. */
export function expandRedirects(rows: readonly RedirectRow[] = redirectRows): Redirect[] {
  const out: Redirect[] = [];
  for (const row of rows) {
    for (const from of typeof row.from === 'string' ? [row.from] : row.from) {
      const param = /:([a-z]+)/i.exec(from)?.[1];
      if (!param) {
        out.push({from, to: row.to, fit: row.fit});
        continue;
      }
      for (const member of row.members ?? []) {
        out.push({from: from.replace(`:${param}`, member), to: row.to.replace(`:${param}`, member), fit: row.fit});
      }
    }
  }
  return out;
}

/**
 * Whether a redirect gets a static redirect page for hosts without our nginx. Not when the old
 * address differs from its target only in case (`/blog/Locust` → `/blog/locust`): its page would be
 * the folder `blog/Locust/` beside `blog/locust/`, and on a case-insensitive file system (the offline
 * package unpacked on macOS or Windows) one would overwrite the other. nginx's 301 still serves it.
 */
export function hasStaticPage({from, to}: Pick<Redirect, 'from' | 'to'>): boolean {
  return from.toLowerCase() !== to.split('#')[0]!.toLowerCase();
}

/** `path` in `locale`: the default locale has no prefix. */
export function localized(path: string, prefix: '' | '/en'): string {
  return prefix ? `${prefix}${path}` : path;
}
