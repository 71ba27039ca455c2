/**
 * Turns a valid InstallForm into the Helm commands, a values.yaml and the
 * equivalent `--set` flags for the rainbond/rainbond-cluster chart 5.8.1.
 * Runs in the browser: nothing is sent anywhere. Pure: no DOM, no React.
 */
import {Document} from 'yaml';
import type {DatabaseConfig, InstallForm, InstallResult} from './types';
import {validateInstall} from './validate';

export const NAMESPACE = 'rbd-system';
export const REPO_NAME = 'rainbond';
export const REPO_URL = 'https://openchart.goodrain.com/goodrain/rainbond';
export const CHART = 'rainbond/rainbond-cluster';
export const RELEASE = 'rainbond';
/** StorageClass created by the nfs-client-provisioner sub-chart. */
export const NFS_CLIENT_STORAGE_CLASS = 'nfs-client';

/** The commands both install methods start with. */
export const PREPARE_COMMANDS: readonly string[] = [
  `kubectl create namespace ${NAMESPACE}`,
  `helm repo add ${REPO_NAME} ${REPO_URL}`,
  'helm repo update',
];

export const INSTALL_WITH_VALUES = `helm install ${RELEASE} ${CHART} -f values.yaml -n ${NAMESPACE}`;

type Scalar = string | number | boolean;
type Value = Scalar | Value[] | {[key: string]: Value};
type Values = {[key: string]: Value};

function database(db: DatabaseConfig): Values {
  return {
    enable: true,
    host: db.host.trim(),
    name: db.name.trim(),
    password: db.password,
    port: Number(db.port.trim()),
    username: db.username.trim(),
  };
}

/**
 * The values this form sets, in the order of the chart's values.yaml. Keys the
 * form leaves at the chart default are left out (Helm merges with the defaults),
 * except `enableHA`, which is always written so the file says what it installs.
 */
export function buildValues(form: InstallForm): Values {
  const cluster: Values = {enableHA: form.enableHA};
  const values: Values = {Cluster: cluster};

  const hub = form.imageHub;
  if (hub.enable) {
    cluster.imageHub = {
      enable: true,
      domain: hub.domain.trim(),
      namespace: hub.namespace.trim(),
      password: hub.password,
      username: hub.username.trim(),
    };
  }

  const etcd = form.etcd;
  if (etcd.enable) {
    cluster.etcd = {
      enable: true,
      endpoints: etcd.endpoints.map((e) => e.trim()),
      secretName: etcd.secretName.trim(),
    };
  }

  const storage = form.storage;
  if (storage !== 'default') {
    switch (storage.kind) {
      case 'storageClass': {
        cluster.RWX = {enable: true, type: 'none', config: {storageClassName: storage.rwx.trim()}};
        const rwo = (storage.rwo ?? '').trim();
        if (rwo !== '') cluster.RWO = {enable: true, storageClassName: rwo};
        break;
      }
      case 'nfs':
        // The sub-chart provisions volumes on the existing NFS export under the
        // StorageClass `nfs-client`; Rainbond then uses it for both access modes.
        cluster.RWX = {enable: true, type: 'none', config: {storageClassName: NFS_CLIENT_STORAGE_CLASS}};
        cluster.RWO = {enable: true, storageClassName: NFS_CLIENT_STORAGE_CLASS};
        values['nfs-client-provisioner'] = {
          childChart: {enable: true},
          nfs: {server: storage.server.trim(), path: storage.path.trim()},
        };
        break;
      case 'aliyunNas':
        // The chart passes only the mount target to the NAS StorageClass; ACK's own CSI plugin mounts it.
        cluster.RWX = {enable: true, type: 'aliyun', config: {server: storage.server.trim()}};
        break;
    }
  }

  if (form.regionDatabase.enable) cluster.regionDatabase = database(form.regionDatabase);
  if (form.uiDatabase.enable) cluster.uiDatabase = database(form.uiDatabase);

  cluster.gatewayIngressIPs = form.gatewayIngressIPs.trim();
  const gateways = form.nodesForGateway.map((n) => ({
    externalIP: n.externalIP.trim(),
    internalIP: n.internalIP.trim(),
    name: n.name.trim(),
  }));
  cluster.nodesForGateway = gateways;
  // Always written: without it operator v5.8.1 moves the gateway to the build nodes it picks itself.
  const chaos = form.nodesForChaos.map((n) => n.trim());
  cluster.nodesForChaos = (chaos.length > 0 ? chaos : gateways.map((n) => n.name)).map((name) => ({name}));

  return values;
}

/**
 * values.yaml text. Helm reads values with a YAML 1.1 parser, so strings such
 * as `yes`, `on` or `0777` are quoted as 1.1 would otherwise turn them into
 * booleans or numbers; long values are never folded.
 */
export function valuesToYaml(values: Values): string {
  const doc = new Document(values, {version: '1.1'});
  doc.commentBefore = ` ${INSTALL_WITH_VALUES}`;
  return doc.toString({lineWidth: 0, minContentWidth: 0});
}

/** Quotes one word for POSIX shells (bash, zsh, sh); safe words stay bare. */
export function shellQuote(word: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Escapes a value for Helm's `--set` parser: backslash and comma, and a leading `{` (list syntax). */
export function helmSetEscape(value: string): string {
  return value.replace(/[\\,]/g, (c) => `\\${c}`).replace(/^\{/, '\\{');
}

/** True when `helm --set` would not keep `value` as this exact string (bool, null, integer). */
export function helmWouldRetype(value: string): boolean {
  if (/^(true|false|null)$/i.test(value) || value === '0') return true;
  return value.length > 0 && value[0] !== '0' && /^[+-]?\d+$/.test(value);
}

/** Leaves of `values` as [dotted key with [index], scalar], depth first. */
function leaves(value: Value, key: string, out: Array<[string, Scalar]>): Array<[string, Scalar]> {
  if (Array.isArray(value)) {
    value.forEach((item, i) => leaves(item, `${key}[${i}]`, out));
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaves(v, key === '' ? k : `${key}.${k}`, out);
  } else {
    out.push([key, value]);
  }
  return out;
}

/** One flag per scalar, quoted for the shell; strings Helm would retype use `--set-string`. */
export function setFlagsFor(values: Values): string[] {
  return leaves(values, '', []).map(([key, value]) => {
    const flag = typeof value === 'string' && helmWouldRetype(value) ? '--set-string' : '--set';
    const text = typeof value === 'string' ? helmSetEscape(value) : String(value);
    return `${flag} ${shellQuote(`${key}=${text}`)}`;
  });
}

export function generateInstall(form: InstallForm): InstallResult {
  const errors = validateInstall(form);
  if (Object.keys(errors).length > 0) return {ok: false, errors};

  const values = buildValues(form);
  const setFlags = setFlagsFor(values);
  const install = [`helm install \\`, ...setFlags.map((f) => `  ${f} \\`), `  ${RELEASE} ${CHART} -n ${NAMESPACE}`];
  return {
    ok: true,
    commands: [...PREPARE_COMMANDS, INSTALL_WITH_VALUES].join('\n'),
    values: valuesToYaml(values),
    setFlags,
    setCommand: [...PREPARE_COMMANDS, ...install].join('\n'),
  };
}
