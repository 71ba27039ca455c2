/**
 * What differs between the four generator pages. Product names are brand
 * names and stay untranslated; sentences live in the UI (translate()).
 */
import type {DatabaseConfig, InstallForm, StorageKind, Target} from './types';

export interface TargetSpec {
  id: Target;
  /** The install doc the page links to. */
  docPath: string;
  /** Load balancer product in front of the gateway nodes, or null on a self-managed cluster. */
  loadBalancer: string | null;
  /** Ports the load balancer forwards to the gateway nodes (or that must be free on them). */
  gatewayPorts: readonly number[];
  /** Storage choices offered, in display order; the first one is the default. */
  storageKinds: readonly StorageKind[];
  /** Shared file storage product when one of the kinds is a cloud file system. */
  fileStorage: string | null;
  /** Managed MySQL product for the two databases. */
  database: string | null;
  /** Managed registry product. */
  registry: string | null;
  /** Example node name, shown as the field's placeholder. */
  nodeNameExample: string;
  /** Example shared storage address for the server field. */
  storageServerExample: string;
  /** Example database host, shown as the field's placeholder. */
  databaseHostExample: string;
}

const HELM: TargetSpec = {
  id: 'helm',
  docPath: '/docs/installation/install-with-helm/',
  loadBalancer: null,
  gatewayPorts: [80, 443, 6060, 7070, 8443],
  storageKinds: ['default', 'storageClass', 'nfs'],
  fileStorage: null,
  database: null,
  registry: null,
  nodeNameExample: 'goodrain163',
  storageServerExample: '192.168.3.200',
  databaseHostExample: '192.168.3.200',
};

const ACK: TargetSpec = {
  id: 'ack',
  docPath: '/docs/installation/install-with-helm/ack',
  loadBalancer: 'SLB',
  gatewayPorts: [80, 443, 6060, 7070, 8443],
  storageKinds: ['default', 'aliyunNas', 'storageClass'],
  fileStorage: 'NAS',
  database: 'RDS MySQL 8.0',
  registry: 'ACR',
  nodeNameExample: 'cn-zhangjiakou.10.22.197.170',
  storageServerExample: '123456789-var48.cn-shanghai.nas.aliyuncs.com:/',
  databaseHostExample: 'rm-bp1xxxxxxxx.mysql.rds.aliyuncs.com',
};

const CCE: TargetSpec = {
  id: 'cce',
  docPath: '/docs/installation/install-with-helm/cce',
  loadBalancer: 'ELB',
  gatewayPorts: [80, 443, 6060, 7070, 8443],
  storageKinds: ['default', 'nfs', 'storageClass'],
  fileStorage: 'SFS',
  database: 'RDS for MySQL 8.0',
  registry: 'SWR',
  nodeNameExample: '10.22.197.170',
  storageServerExample: '121.89.94.122',
  databaseHostExample: '192.168.0.20',
};

const TKE: TargetSpec = {
  id: 'tke',
  docPath: '/docs/installation/install-with-helm/tke',
  loadBalancer: 'CLB',
  gatewayPorts: [80, 443, 6060, 7070, 8443],
  storageKinds: ['default', 'nfs', 'storageClass'],
  fileStorage: 'CFS',
  database: 'TencentDB for MySQL 8.0',
  registry: 'TCR',
  nodeNameExample: '10.0.0.12',
  storageServerExample: '10.0.0.20',
  databaseHostExample: '10.0.0.30',
};

export const targetSpecs: Readonly<Record<Target, TargetSpec>> = {helm: HELM, ack: ACK, cce: CCE, tke: TKE};

export function targetSpec(target: Target): TargetSpec {
  return targetSpecs[target];
}

/** Chart defaults for the database names; 3306 is the MySQL port on every cloud. */
function database(name: 'region' | 'console'): DatabaseConfig {
  return {enable: false, host: '', port: '3306', username: '', password: '', name};
}

/**
 * A fresh form for a target: one empty gateway node row, everything optional
 * switched off, chart defaults where the chart has one that is useful
 * (database names, etcd secret name).
 */
export function defaultForm(target: Target): InstallForm {
  return {
    target,
    gatewayIngressIPs: '',
    nodesForGateway: [{name: '', externalIP: '', internalIP: ''}],
    nodesForChaos: [],
    enableHA: false,
    imageHub: {enable: false, domain: '', namespace: '', username: '', password: ''},
    etcd: {enable: false, endpoints: [''], secretName: 'rbd-etcd-secret'},
    storage: 'default',
    regionDatabase: database('region'),
    uiDatabase: database('console'),
  };
}

/** The example address the form shows as placeholder for the gateway and node IP fields. */
export const EXAMPLE_IP = '192.168.3.163';

/**
 * The fresh form with its placeholders typed in: one gateway node named after the target's example,
 * at EXAMPLE_IP. The smallest input the generator accepts; the Markdown twin of each generator page
 * shows the output for it.
 */
export function exampleForm(target: Target): InstallForm {
  return {
    ...defaultForm(target),
    gatewayIngressIPs: EXAMPLE_IP,
    nodesForGateway: [{name: targetSpec(target).nodeNameExample, externalIP: EXAMPLE_IP, internalIP: EXAMPLE_IP}],
  };
}
