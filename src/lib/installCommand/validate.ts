/**
 * Checks an InstallForm. Returns field path → message id; an empty object
 * means the form can be turned into a command. Pure: no DOM, no React.
 */
import {targetSpec} from './targets';
import {
  MAX_NODES,
  storageKind,
  type DatabaseConfig,
  type ErrorId,
  type InstallForm,
  type ValidationErrors,
} from './types';

const IPV4_OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_OCTET}(\\.${IPV4_OCTET}){3}$`);
const DNS_LABEL = '[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOSTNAME = new RegExp(`^${DNS_LABEL}(\\.${DNS_LABEL})*$`);
/** Kubernetes object names (nodes, secrets, StorageClasses): RFC 1123 subdomain. */
const K8S_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
/** One path component of an image name (registry namespace). */
const REGISTRY_NAMESPACE = /^[a-z0-9]+((\.|_|__|-+)[a-z0-9]+)*$/;
const MYSQL_NAME = /^[A-Za-z0-9_$]{1,64}$/;
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export function isIPv4(value: string): boolean {
  return IPV4.test(value);
}

/** A DNS name or an IPv4 address; dotted numbers must be a real IPv4 address. */
export function isHost(value: string): boolean {
  if (/^[\d.]+$/.test(value)) return isIPv4(value);
  return value.length <= 253 && HOSTNAME.test(value);
}

export function isPort(value: string): boolean {
  if (!/^\d{1,5}$/.test(value)) return false;
  const port = Number(value);
  return port >= 1 && port <= 65535;
}

/** `host:port` with a valid host and port. */
export function isHostPort(value: string): boolean {
  const i = value.lastIndexOf(':');
  return i > 0 && isHost(value.slice(0, i)) && isPort(value.slice(i + 1));
}

export function isK8sName(value: string): boolean {
  return value.length <= 253 && K8S_NAME.test(value);
}

/** Registry host with an optional port: `registry.example.com:5000`. */
function isRegistryDomain(value: string): boolean {
  return isHost(value) || isHostPort(value);
}

/** NAS mount target: `xxx.nas.aliyuncs.com` or `xxx.nas.aliyuncs.com:/sub/dir`. */
function isNasServer(value: string): boolean {
  const i = value.indexOf(':');
  if (i < 0) return isHost(value);
  return isHost(value.slice(0, i)) && isPath(value.slice(i + 1));
}

function isPath(value: string): boolean {
  return value.startsWith('/') && !/\s/.test(value);
}

class Collector {
  readonly errors: ValidationErrors = {};

  add(path: string, id: ErrorId): void {
    // The first problem of a field is the one worth showing.
    if (!(path in this.errors)) this.errors[path] = id;
  }

  /** Required text field: trimmed, non-empty, passes `check`. */
  text(path: string, raw: string, check: (v: string) => boolean, id: ErrorId): void {
    const value = raw.trim();
    if (value === '') this.add(path, 'installGen.error.required');
    else if (CONTROL_CHARS.test(value)) this.add(path, 'installGen.error.controlChars');
    else if (!check(value)) this.add(path, id);
  }

  /** Required free text (user names): anything printable. */
  free(path: string, raw: string): void {
    this.text(path, raw, () => true, 'installGen.error.required');
  }

  /** Secrets are used as typed (not trimmed), but must not be blank. */
  secret(path: string, raw: string): void {
    if (raw.trim() === '') this.add(path, 'installGen.error.required');
    else if (CONTROL_CHARS.test(raw)) this.add(path, 'installGen.error.controlChars');
  }
}

function checkDatabase(c: Collector, key: 'regionDatabase' | 'uiDatabase', db: DatabaseConfig): void {
  if (!db.enable) return;
  c.text(`${key}.host`, db.host, isHost, 'installGen.error.host');
  c.text(`${key}.port`, db.port, isPort, 'installGen.error.port');
  c.free(`${key}.username`, db.username);
  c.secret(`${key}.password`, db.password);
  c.text(`${key}.name`, db.name, (v) => MYSQL_NAME.test(v), 'installGen.error.dbName');
}

/** Marks every later occurrence of a value already seen (after trimming). */
function duplicates(values: string[], path: (i: number) => string, c: Collector, id: ErrorId): void {
  const seen = new Set<string>();
  values.forEach((raw, i) => {
    const v = raw.trim();
    if (v === '') return;
    if (seen.has(v)) c.add(path(i), id);
    seen.add(v);
  });
}

export function validateInstall(form: InstallForm): ValidationErrors {
  const c = new Collector();
  const spec = targetSpec(form.target);

  // Basic: gateway address and gateway nodes.
  c.text('gatewayIngressIPs', form.gatewayIngressIPs, isIPv4, 'installGen.error.ipv4');
  const nodes = form.nodesForGateway;
  if (nodes.length === 0) c.add('nodesForGateway', 'installGen.error.noGatewayNode');
  if (nodes.length > MAX_NODES) c.add('nodesForGateway', 'installGen.error.tooManyNodes');
  nodes.forEach((node, i) => {
    c.text(`nodesForGateway.${i}.name`, node.name, isK8sName, 'installGen.error.nodeName');
    c.text(`nodesForGateway.${i}.externalIP`, node.externalIP, isIPv4, 'installGen.error.ipv4');
    c.text(`nodesForGateway.${i}.internalIP`, node.internalIP, isIPv4, 'installGen.error.ipv4');
  });
  duplicates(
    nodes.map((n) => n.name),
    (i) => `nodesForGateway.${i}.name`,
    c,
    'installGen.error.duplicateNode',
  );

  // Build nodes: every row that exists must name a node, once.
  const chaos = form.nodesForChaos;
  if (chaos.length > MAX_NODES) c.add('nodesForChaos', 'installGen.error.tooManyNodes');
  chaos.forEach((name, i) => c.text(`nodesForChaos.${i}`, name, isK8sName, 'installGen.error.nodeName'));
  duplicates(chaos, (i) => `nodesForChaos.${i}`, c, 'installGen.error.duplicateNode');

  // External image registry.
  const hub = form.imageHub;
  if (hub.enable) {
    c.text('imageHub.domain', hub.domain, isRegistryDomain, 'installGen.error.host');
    c.text('imageHub.namespace', hub.namespace, (v) => REGISTRY_NAMESPACE.test(v), 'installGen.error.registryNamespace');
    c.free('imageHub.username', hub.username);
    c.secret('imageHub.password', hub.password);
  }

  // External etcd.
  const etcd = form.etcd;
  if (etcd.enable) {
    if (etcd.endpoints.length === 0) c.add('etcd.endpoints', 'installGen.error.noEndpoint');
    etcd.endpoints.forEach((ep, i) => c.text(`etcd.endpoints.${i}`, ep, isHostPort, 'installGen.error.hostPort'));
    duplicates(etcd.endpoints, (i) => `etcd.endpoints.${i}`, c, 'installGen.error.duplicateEndpoint');
    c.text('etcd.secretName', etcd.secretName, isK8sName, 'installGen.error.k8sName');
  }

  // Storage.
  const storage = form.storage;
  if (!spec.storageKinds.includes(storageKind(storage))) c.add('storage', 'installGen.error.storageKind');
  if (storage !== 'default') {
    switch (storage.kind) {
      case 'storageClass':
        c.text('storage.rwx', storage.rwx, isK8sName, 'installGen.error.k8sName');
        if ((storage.rwo ?? '').trim() !== '') {
          c.text('storage.rwo', storage.rwo ?? '', isK8sName, 'installGen.error.k8sName');
        }
        break;
      case 'nfs':
        c.text('storage.server', storage.server, isHost, 'installGen.error.host');
        c.text('storage.path', storage.path, isPath, 'installGen.error.path');
        break;
      case 'aliyunNas': {
        c.text('storage.server', storage.server, isNasServer, 'installGen.error.nasServer');
        break;
      }
    }
  }

  // External databases.
  checkDatabase(c, 'regionDatabase', form.regionDatabase);
  checkDatabase(c, 'uiDatabase', form.uiDatabase);

  // High availability: the built-in database, etcd and NFS provisioner run as
  // single instances, so HA mode needs external ones (chart 5.8.1 values notes),
  // and at least two gateway nodes (and two build nodes, when any are named).
  if (form.enableHA) {
    let incomplete = false;
    if (!form.regionDatabase.enable) {
      c.add('regionDatabase.enable', 'installGen.error.haNeedsDatabase');
      incomplete = true;
    }
    if (!form.uiDatabase.enable) {
      c.add('uiDatabase.enable', 'installGen.error.haNeedsDatabase');
      incomplete = true;
    }
    if (!etcd.enable) {
      c.add('etcd.enable', 'installGen.error.haNeedsEtcd');
      incomplete = true;
    }
    if (storage === 'default') {
      c.add('storage', 'installGen.error.haNeedsStorage');
      incomplete = true;
    }
    if (nodes.length < 2) {
      c.add('nodesForGateway', 'installGen.error.haNeedsTwoGateways');
      incomplete = true;
    }
    if (chaos.length === 1) {
      c.add('nodesForChaos', 'installGen.error.haNeedsTwoBuildNodes');
      incomplete = true;
    }
    if (incomplete) c.add('enableHA', 'installGen.error.haIncomplete');
  }

  return c.errors;
}
