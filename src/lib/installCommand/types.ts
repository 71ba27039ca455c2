/**
 * The form model of the Helm install-command generator (pages /helm, /ack,
 * /cce, /tke). Every field holds what the visitor typed, as a string where
 * the input is text; `generate.ts` trims and converts.
 *
 * Values map to the keys of the rainbond/rainbond-cluster chart 5.8.1.
 */

/** Which landing page the form belongs to. */
export type Target = 'helm' | 'ack' | 'cce' | 'tke';

export const TARGETS: readonly Target[] = ['helm', 'ack', 'cce', 'tke'];

/** One entry of `Cluster.nodesForGateway`. */
export interface GatewayNode {
  /** Kubernetes node name (`kubectl get node`). */
  name: string;
  /** Address clients use to reach the node (public IP or LB-side IP). */
  externalIP: string;
  /** The node's INTERNAL-IP (`kubectl get node -owide`). */
  internalIP: string;
}

/** `Cluster.imageHub`: an external image registry instead of the built-in rbd-hub. */
export interface ImageHubConfig {
  enable: boolean;
  /** Registry host, optionally with a port: `registry.cn-hangzhou.aliyuncs.com`. */
  domain: string;
  namespace: string;
  username: string;
  password: string;
}

/** `Cluster.etcd`: an external etcd cluster instead of the built-in rbd-etcd. */
export interface EtcdConfig {
  enable: boolean;
  /** `host:port` entries, e.g. `192.168.0.1:2379`. */
  endpoints: string[];
  /** Secret in the rbd-system namespace holding the client certificates. */
  secretName: string;
}

/** Shared storage for the platform and the apps. */
export type StorageConfig =
  /** The chart's built-in nfs-provisioner. */
  | 'default'
  /** Existing StorageClasses: `Cluster.RWX` (ReadWriteMany), optional `Cluster.RWO` (ReadWriteOnce). */
  | {kind: 'storageClass'; rwx: string; rwo?: string}
  /** An existing NFS server through the nfs-client-provisioner sub-chart (CCE SFS, TKE CFS, self-hosted NFS). */
  | {kind: 'nfs'; server: string; path: string}
  /** Alibaba Cloud NAS through the NAS CSI plugin (`Cluster.RWX.type: aliyun`). */
  | {kind: 'aliyunNas'; server: string};

export type StorageKind = 'default' | 'storageClass' | 'nfs' | 'aliyunNas';

export function storageKind(storage: StorageConfig): StorageKind {
  return storage === 'default' ? 'default' : storage.kind;
}

/** `Cluster.regionDatabase` / `Cluster.uiDatabase`: an external MySQL database. */
export interface DatabaseConfig {
  enable: boolean;
  host: string;
  /** Text as typed; must be an integer 1–65535. */
  port: string;
  username: string;
  password: string;
  /** Database name: `region` for the region, `console` for the console by default. */
  name: string;
}

export interface InstallForm {
  target: Target;
  /** `Cluster.gatewayIngressIPs`: the load balancer's IPv4 address, or a gateway node's IP. */
  gatewayIngressIPs: string;
  /** `Cluster.nodesForGateway`: 1 to 100 nodes. */
  nodesForGateway: GatewayNode[];
  /**
   * `Cluster.nodesForChaos`: names of the build nodes; empty means the gateway nodes. Never left out
   * of the values: operator v5.8.1 replaces the gateway nodes with nodes of its own choosing when
   * `nodesForChaos` is missing (controllers/rainbondcluster_controller.go).
   */
  nodesForChaos: string[];
  /** `Cluster.enableHA`: needs external databases, external etcd and shared storage. */
  enableHA: boolean;
  imageHub: ImageHubConfig;
  etcd: EtcdConfig;
  storage: StorageConfig;
  regionDatabase: DatabaseConfig;
  uiDatabase: DatabaseConfig;
}

/**
 * Field path → id of a translatable error message (`installGen.error.*`).
 * Paths use dots and indexes: `gatewayIngressIPs`, `nodesForGateway.0.name`,
 * `etcd.endpoints.2`, `storage.server`, `regionDatabase.port`.
 */
export type ValidationErrors = Record<string, ErrorId>;

export type ErrorId =
  | 'installGen.error.required'
  | 'installGen.error.ipv4'
  | 'installGen.error.host'
  | 'installGen.error.hostPort'
  | 'installGen.error.nodeName'
  | 'installGen.error.duplicateNode'
  | 'installGen.error.duplicateEndpoint'
  | 'installGen.error.noGatewayNode'
  | 'installGen.error.tooManyNodes'
  | 'installGen.error.k8sName'
  | 'installGen.error.registryNamespace'
  | 'installGen.error.port'
  | 'installGen.error.dbName'
  | 'installGen.error.path'
  | 'installGen.error.nasServer'
  | 'installGen.error.controlChars'
  | 'installGen.error.noEndpoint'
  | 'installGen.error.storageKind'
  | 'installGen.error.haIncomplete'
  | 'installGen.error.haNeedsDatabase'
  | 'installGen.error.haNeedsEtcd'
  | 'installGen.error.haNeedsStorage'
  | 'installGen.error.haNeedsTwoGateways'
  | 'installGen.error.haNeedsTwoBuildNodes';

export type InstallResult =
  | {
      ok: true;
      /** The four commands of the values-file method, one per line. */
      commands: string;
      /** values.yaml, only the keys this form sets. */
      values: string;
      /** `--set`/`--set-string` flags, each one shell-quoted and ready to paste. */
      setFlags: string[];
      /** The same install as one `helm install --set …` command, after the repo commands. */
      setCommand: string;
    }
  | {ok: false; errors: ValidationErrors};

/** Most gateway (and build) nodes the form accepts. */
export const MAX_NODES = 100;
