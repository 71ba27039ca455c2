import {execFileSync} from 'node:child_process';
import {parse} from 'yaml';
import {
  MAX_NODES,
  TARGETS,
  defaultForm,
  generateInstall,
  helmSetEscape,
  shellQuote,
  targetSpec,
  validateInstall,
  type InstallForm,
  type InstallResult,
  type Target,
} from '../../src/lib/installCommand';

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** A form with the two required inputs filled: what a first-time visitor enters. */
function minimalForm(target: Target = 'helm'): InstallForm {
  const form = defaultForm(target);
  form.gatewayIngressIPs = '192.168.3.163';
  form.nodesForGateway = [{name: 'goodrain163', externalIP: '192.168.3.163', internalIP: '192.168.3.163'}];
  return form;
}

/** A form with every option switched on (storage set per test). */
function fullForm(target: Target = 'helm'): InstallForm {
  const form = minimalForm(target);
  form.enableHA = true;
  form.nodesForGateway = [
    {name: 'node-a', externalIP: '47.104.156.133', internalIP: '10.0.0.11'},
    {name: 'node-b', externalIP: '47.104.156.134', internalIP: '10.0.0.12'},
  ];
  form.nodesForChaos = ['node-a', 'node-b'];
  form.imageHub = {enable: true, domain: 'registry.example.com:5000', namespace: 'rainbond', username: 'robot', password: 'hub-pass'};
  form.etcd = {enable: true, endpoints: ['10.0.0.21:2379', '10.0.0.22:2379', 'etcd-3.internal:2379'], secretName: 'rbd-etcd-secret'};
  form.storage = {kind: 'storageClass', rwx: 'glusterfs-simple', rwo: 'ssd-block'};
  form.regionDatabase = {enable: true, host: 'mysql.internal', port: '3307', username: 'admin', password: 'region-pass', name: 'region'};
  form.uiDatabase = {enable: true, host: '10.0.0.30', port: '3306', username: 'root', password: 'console-pass', name: 'console'};
  return form;
}

function ok(result: InstallResult): Extract<InstallResult, {ok: true}> {
  if (!result.ok) throw new Error(`expected a command, got errors ${JSON.stringify(result.errors)}`);
  return result;
}

function errorsOf(form: InstallForm): Record<string, string> {
  const result = generateInstall(form);
  if (result.ok) throw new Error('expected errors, got a command');
  return result.errors;
}

/** values.yaml parsed the way Helm reads it (YAML 1.1). */
function parseValues(text: string): any {
  return parse(text, {version: '1.1'});
}

/** Lets bash split a command line into words; returns them. */
function bashWords(commandLine: string): string[] {
  const out = execFileSync('bash', ['-c', `printf '%s\\0' ${commandLine}`], {encoding: 'utf8'});
  return out.split('\0').slice(0, -1);
}

/** Helm's strvals typing for `--set`: true/false/null and integers not starting with 0. */
function helmTyped(v: string): unknown {
  if (/^true$/i.test(v)) return true;
  if (/^false$/i.test(v)) return false;
  if (/^null$/i.test(v)) return null;
  if (v === '0') return 0;
  if (v[0] !== '0' && /^[+-]?\d+$/.test(v)) return Number(v);
  return v;
}

/** Helm's `--set` value unescaping: a backslash keeps the next character. */
function helmUnescape(v: string): string {
  return v.replace(/\\(.)/g, '$1');
}

/** Sets `a.b[0].c` in `target`, as Helm does for `--set`. */
function setPath(target: any, key: string, value: unknown): void {
  const parts = key.split('.').flatMap((part) => {
    const m = /^([^[]+)((\[\d+\])*)$/.exec(part);
    if (!m) throw new Error(`bad key ${key}`);
    return [m[1], ...[...m[2].matchAll(/\[(\d+)\]/g)].map((x) => Number(x[1]))];
  });
  let node = target;
  parts.forEach((p, i) => {
    if (i === parts.length - 1) {
      node[p] = value;
      return;
    }
    if (node[p] === undefined) node[p] = typeof parts[i + 1] === 'number' ? [] : {};
    node = node[p];
  });
}

/**
 * Runs the whole generated `--set` script in bash with kubectl and helm
 * stubbed out, and rebuilds the values object Helm would see.
 */
function valuesFromSetCommand(setCommand: string): {values: any; args: string[]} {
  const script = `kubectl() { :; }\nhelm() { if [ "$1" = install ]; then printf '%s\\0' "$@"; fi; }\n${setCommand}`;
  const args = execFileSync('bash', ['-c', script], {encoding: 'utf8'}).split('\0').slice(0, -1);
  const values: any = {};
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== '--set' && args[i] !== '--set-string') continue;
    const arg = args[i + 1];
    const eq = arg.indexOf('=');
    const raw = arg.slice(eq + 1);
    expect(raw.startsWith('{')).toBe(false); // would be read as a list
    const text = helmUnescape(raw);
    setPath(values, arg.slice(0, eq), args[i] === '--set' ? helmTyped(text) : text);
  }
  return {values, args};
}

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

describe('install command generator: defaults', () => {
  it.each(TARGETS)('%s: a fresh form asks for the gateway address and a gateway node', (target) => {
    const errors = errorsOf(defaultForm(target));
    expect(errors).toEqual({
      gatewayIngressIPs: 'installGen.error.required',
      'nodesForGateway.0.name': 'installGen.error.required',
      'nodesForGateway.0.externalIP': 'installGen.error.required',
      'nodesForGateway.0.internalIP': 'installGen.error.required',
    });
  });

  it.each(TARGETS)('%s: defaults plus address and node give the documented commands', (target) => {
    const result = ok(generateInstall(minimalForm(target)));
    expect(result.commands.split('\n')).toEqual([
      'kubectl create namespace rbd-system',
      'helm repo add rainbond https://openchart.goodrain.com/goodrain/rainbond',
      'helm repo update',
      'helm install rainbond rainbond/rainbond-cluster -f values.yaml -n rbd-system',
    ]);
    expect(parseValues(result.values)).toEqual({
      Cluster: {
        enableHA: false,
        gatewayIngressIPs: '192.168.3.163',
        nodesForGateway: [{name: 'goodrain163', externalIP: '192.168.3.163', internalIP: '192.168.3.163'}],
        // Without build nodes, operator v5.8.1 would put the gateway on nodes of its own choosing.
        nodesForChaos: [{name: 'goodrain163'}],
      },
    });
    expect(result.setFlags).toEqual([
      '--set Cluster.enableHA=false',
      '--set Cluster.gatewayIngressIPs=192.168.3.163',
      "--set 'Cluster.nodesForGateway[0].externalIP=192.168.3.163'",
      "--set 'Cluster.nodesForGateway[0].internalIP=192.168.3.163'",
      "--set 'Cluster.nodesForGateway[0].name=goodrain163'",
      "--set 'Cluster.nodesForChaos[0].name=goodrain163'",
    ]);
    const lines = result.setCommand.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'kubectl create namespace rbd-system',
      'helm repo add rainbond https://openchart.goodrain.com/goodrain/rainbond',
      'helm repo update',
      'helm install \\',
    ]);
    expect(lines[lines.length - 1]).toBe('  rainbond rainbond/rainbond-cluster -n rbd-system');
  });

  it.each(TARGETS)('%s: has a doc link and offers the built-in storage first', (target) => {
    const spec = targetSpec(target);
    expect(spec.docPath).toMatch(/^\/docs\/installation\/install-with-helm\//);
    expect(spec.storageKinds[0]).toBe('default');
    expect(spec.gatewayPorts).toEqual(expect.arrayContaining([80, 443, 6060, 7070, 8443]));
  });

  it('names the cloud products of each target', () => {
    expect([targetSpec('ack').loadBalancer, targetSpec('cce').loadBalancer, targetSpec('tke').loadBalancer]).toEqual(['SLB', 'ELB', 'CLB']);
    expect([targetSpec('ack').fileStorage, targetSpec('cce').fileStorage, targetSpec('tke').fileStorage]).toEqual(['NAS', 'SFS', 'CFS']);
    expect([targetSpec('ack').registry, targetSpec('cce').registry, targetSpec('tke').registry]).toEqual(['ACR', 'SWR', 'TCR']);
    expect(targetSpec('ack').storageKinds).toContain('aliyunNas');
    expect(targetSpec('cce').storageKinds).toContain('nfs');
    expect(targetSpec('tke').storageKinds).toContain('nfs');
  });
});

describe('install command generator: every option reaches values.yaml and --set', () => {
  const expectedCluster = {
    enableHA: true,
    imageHub: {enable: true, domain: 'registry.example.com:5000', namespace: 'rainbond', username: 'robot', password: 'hub-pass'},
    etcd: {enable: true, endpoints: ['10.0.0.21:2379', '10.0.0.22:2379', 'etcd-3.internal:2379'], secretName: 'rbd-etcd-secret'},
    regionDatabase: {enable: true, host: 'mysql.internal', port: 3307, username: 'admin', password: 'region-pass', name: 'region'},
    uiDatabase: {enable: true, host: '10.0.0.30', port: 3306, username: 'root', password: 'console-pass', name: 'console'},
    gatewayIngressIPs: '192.168.3.163',
    nodesForChaos: [{name: 'node-a'}, {name: 'node-b'}],
    nodesForGateway: [
      {name: 'node-a', externalIP: '47.104.156.133', internalIP: '10.0.0.11'},
      {name: 'node-b', externalIP: '47.104.156.134', internalIP: '10.0.0.12'},
    ],
  };

  function check(form: InstallForm, expected: object): void {
    const result = ok(generateInstall(form));
    expect(parseValues(result.values)).toEqual(expected);
    const {values, args} = valuesFromSetCommand(result.setCommand);
    expect(values).toEqual(expected);
    expect(args.slice(-4)).toEqual(['rainbond', 'rainbond/rainbond-cluster', '-n', 'rbd-system']);
    expect(result.setFlags.length).toBe(args.filter((a) => a === '--set' || a === '--set-string').length);
  }

  it('StorageClasses for RWX and RWO', () => {
    check(fullForm('helm'), {
      Cluster: {
        ...expectedCluster,
        RWX: {enable: true, type: 'none', config: {storageClassName: 'glusterfs-simple'}},
        RWO: {enable: true, storageClassName: 'ssd-block'},
      },
    });
  });

  it('a StorageClass for RWX only leaves RWO at the chart default', () => {
    const form = fullForm('tke');
    form.storage = {kind: 'storageClass', rwx: 'cfs-shared'};
    check(form, {Cluster: {...expectedCluster, RWX: {enable: true, type: 'none', config: {storageClassName: 'cfs-shared'}}}});
  });

  it.each(['helm', 'cce', 'tke'] as const)('%s: an NFS server goes through the nfs-client-provisioner sub-chart', (target) => {
    const form = fullForm(target);
    form.storage = {kind: 'nfs', server: '121.89.94.122', path: '/'};
    check(form, {
      Cluster: {
        ...expectedCluster,
        RWX: {enable: true, type: 'none', config: {storageClassName: 'nfs-client'}},
        RWO: {enable: true, storageClassName: 'nfs-client'},
      },
      'nfs-client-provisioner': {childChart: {enable: true}, nfs: {server: '121.89.94.122', path: '/'}},
    });
  });

  it('ACK: Alibaba Cloud NAS uses the aliyun RWX type with the mount target only', () => {
    const form = fullForm('ack');
    form.storage = {kind: 'aliyunNas', server: '123456789-var48.cn-shanghai.nas.aliyuncs.com:/'};
    check(form, {
      Cluster: {...expectedCluster, RWX: {enable: true, type: 'aliyun', config: {server: '123456789-var48.cn-shanghai.nas.aliyuncs.com:/'}}},
    });
    // The chart at v5.8.1 reads nothing but the server for the aliyun type (templates/rainbondvolume_rwx_helm.yaml),
    // so the form asks for no AccessKey: the values would be silently dropped.
    expect(ok(generateInstall(form)).values).not.toMatch(/accessKey|csiPlugin/);
  });

  it('build nodes without HA, and the switches that stay off are not written', () => {
    const form = minimalForm('cce');
    form.nodesForChaos = ['10.22.197.170'];
    check(form, {
      Cluster: {
        enableHA: false,
        gatewayIngressIPs: '192.168.3.163',
        nodesForChaos: [{name: '10.22.197.170'}],
        nodesForGateway: [{name: 'goodrain163', externalIP: '192.168.3.163', internalIP: '192.168.3.163'}],
      },
    });
  });

  it('trims what the visitor typed, but keeps passwords exactly', () => {
    const form = minimalForm();
    form.gatewayIngressIPs = ' 192.168.3.163 ';
    form.nodesForGateway = [{name: ' goodrain163', externalIP: '192.168.3.163 ', internalIP: '\t192.168.3.163'}];
    form.uiDatabase = {enable: true, host: ' db.local ', port: ' 3306 ', username: ' admin ', password: ' pass ', name: ' console '};
    const values = parseValues(ok(generateInstall(form)).values);
    expect(values.Cluster.gatewayIngressIPs).toBe('192.168.3.163');
    expect(values.Cluster.nodesForGateway[0]).toEqual({name: 'goodrain163', externalIP: '192.168.3.163', internalIP: '192.168.3.163'});
    expect(values.Cluster.uiDatabase).toEqual({enable: true, host: 'db.local', port: 3306, username: 'admin', password: ' pass ', name: 'console'});
  });

  it('accepts 100 gateway nodes', () => {
    const form = minimalForm();
    form.nodesForGateway = Array.from({length: MAX_NODES}, (_, i) => ({
      name: `node-${i}`,
      externalIP: `10.0.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      internalIP: `10.1.${Math.floor(i / 200)}.${(i % 200) + 1}`,
    }));
    const values = parseValues(ok(generateInstall(form)).values);
    expect(values.Cluster.nodesForGateway).toHaveLength(MAX_NODES);
  });
});

describe('install command generator: invalid input gives errors and no command', () => {
  it.each(['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', 'abc', '192.168.0.1:80', 'lb.example.com', '1.2.3.-4'])(
    'rejects gateway address %p',
    (ip) => {
      const form = minimalForm();
      form.gatewayIngressIPs = ip;
      expect(errorsOf(form)).toEqual({gatewayIngressIPs: 'installGen.error.ipv4'});
    },
  );

  it('rejects bad node IPs and node names', () => {
    const form = minimalForm();
    form.nodesForGateway = [{name: 'Node_1', externalIP: '300.0.0.1', internalIP: '10.0.0'}];
    expect(errorsOf(form)).toEqual({
      'nodesForGateway.0.name': 'installGen.error.nodeName',
      'nodesForGateway.0.externalIP': 'installGen.error.ipv4',
      'nodesForGateway.0.internalIP': 'installGen.error.ipv4',
    });
  });

  it('reports empty required fields, also blanks', () => {
    const form = minimalForm();
    form.gatewayIngressIPs = '   ';
    form.nodesForGateway[0].name = '';
    expect(errorsOf(form)).toEqual({
      gatewayIngressIPs: 'installGen.error.required',
      'nodesForGateway.0.name': 'installGen.error.required',
    });
  });

  it('needs at least one gateway node and at most 100', () => {
    const none = minimalForm();
    none.nodesForGateway = [];
    expect(errorsOf(none)).toEqual({nodesForGateway: 'installGen.error.noGatewayNode'});
    const many = minimalForm();
    many.nodesForGateway = Array.from({length: MAX_NODES + 1}, (_, i) => ({
      name: `n${i}`,
      externalIP: '10.0.0.1',
      internalIP: '10.0.0.1',
    }));
    expect(errorsOf(many)).toEqual({nodesForGateway: 'installGen.error.tooManyNodes'});
  });

  it('flags duplicate gateway and build node names on the later row', () => {
    const form = minimalForm();
    form.nodesForGateway.push({name: 'goodrain163', externalIP: '192.168.3.164', internalIP: '192.168.3.164'});
    form.nodesForChaos = ['a', 'b', 'a'];
    expect(errorsOf(form)).toEqual({
      'nodesForGateway.1.name': 'installGen.error.duplicateNode',
      'nodesForChaos.2': 'installGen.error.duplicateNode',
    });
  });

  it('HA without external databases, etcd and shared storage is refused', () => {
    const form = minimalForm();
    form.enableHA = true;
    expect(errorsOf(form)).toEqual({
      enableHA: 'installGen.error.haIncomplete',
      'regionDatabase.enable': 'installGen.error.haNeedsDatabase',
      'uiDatabase.enable': 'installGen.error.haNeedsDatabase',
      'etcd.enable': 'installGen.error.haNeedsEtcd',
      storage: 'installGen.error.haNeedsStorage',
      nodesForGateway: 'installGen.error.haNeedsTwoGateways',
    });
  });

  it('HA with everything but one dependency names the missing one', () => {
    const form = fullForm();
    form.etcd.enable = false;
    expect(errorsOf(form)).toEqual({enableHA: 'installGen.error.haIncomplete', 'etcd.enable': 'installGen.error.haNeedsEtcd'});
    const single = fullForm();
    single.nodesForChaos = ['node-a'];
    expect(errorsOf(single)).toEqual({enableHA: 'installGen.error.haIncomplete', nodesForChaos: 'installGen.error.haNeedsTwoBuildNodes'});
  });

  it.each(['0', '65536', '33o6', '-1', ''])('rejects database port %p', (port) => {
    const form = minimalForm();
    form.regionDatabase = {enable: true, host: 'db', port, username: 'u', password: 'p', name: 'region'};
    expect(errorsOf(form)).toEqual({
      'regionDatabase.port': port === '' ? 'installGen.error.required' : 'installGen.error.port',
    });
  });

  it('checks every field of an enabled database, registry and etcd', () => {
    const form = minimalForm();
    form.uiDatabase = {enable: true, host: 'bad host', port: '3306', username: '', password: '', name: 'con-sole'};
    form.imageHub = {enable: true, domain: 'registry.example.com:99999', namespace: 'Bad NS', username: '', password: ''};
    form.etcd = {enable: true, endpoints: ['10.0.0.1', '10.0.0.2:2379', '10.0.0.2:2379'], secretName: 'Bad_Secret'};
    expect(errorsOf(form)).toEqual({
      'uiDatabase.host': 'installGen.error.host',
      'uiDatabase.username': 'installGen.error.required',
      'uiDatabase.password': 'installGen.error.required',
      'uiDatabase.name': 'installGen.error.dbName',
      'imageHub.domain': 'installGen.error.host',
      'imageHub.namespace': 'installGen.error.registryNamespace',
      'imageHub.username': 'installGen.error.required',
      'imageHub.password': 'installGen.error.required',
      'etcd.endpoints.0': 'installGen.error.hostPort',
      'etcd.endpoints.2': 'installGen.error.duplicateEndpoint',
      'etcd.secretName': 'installGen.error.k8sName',
    });
    form.etcd.endpoints = [];
    expect(errorsOf(form)['etcd.endpoints']).toBe('installGen.error.noEndpoint');
  });

  it('ignores the fields of options that are switched off', () => {
    const form = minimalForm();
    form.uiDatabase = {enable: false, host: 'bad host', port: 'x', username: '', password: '', name: ''};
    form.imageHub = {enable: false, domain: '', namespace: '', username: '', password: ''};
    form.etcd = {enable: false, endpoints: ['nope'], secretName: ''};
    expect(validateInstall(form)).toEqual({});
  });

  it('checks storage fields per kind and per target', () => {
    const form = minimalForm('cce');
    form.storage = {kind: 'nfs', server: '121.89.94.122:/', path: 'data'};
    expect(errorsOf(form)).toEqual({'storage.server': 'installGen.error.host', 'storage.path': 'installGen.error.path'});
    form.storage = {kind: 'aliyunNas', server: 'x.nas.aliyuncs.com'};
    expect(errorsOf(form)).toEqual({storage: 'installGen.error.storageKind'});
    const ack = minimalForm('ack');
    ack.storage = {kind: 'aliyunNas', server: 'x.nas.aliyuncs.com:data'};
    expect(errorsOf(ack)).toEqual({'storage.server': 'installGen.error.nasServer'});
    ack.storage = {kind: 'storageClass', rwx: '', rwo: 'Bad'};
    expect(errorsOf(ack)).toEqual({'storage.rwx': 'installGen.error.required', 'storage.rwo': 'installGen.error.k8sName'});
  });

  it('refuses control characters such as a newline in a password', () => {
    const form = minimalForm();
    form.imageHub = {enable: true, domain: 'hub.example.com', namespace: 'ns', username: 'u', password: 'line1\nline2'};
    expect(errorsOf(form)).toEqual({'imageHub.password': 'installGen.error.controlChars'});
  });
});

describe('install command generator: quoting', () => {
  const nasty = [
    `it's`,
    'a b',
    '$(touch /tmp/pwned)',
    '`id`',
    '"double"',
    'back\\slash',
    'semi;colon&&amp|pipe',
    'glob*?[x]',
    '~home',
    '!bang',
    'comma,separated',
    '{brace}',
    '#hash',
    '密码 with 中文',
    '=equals=',
  ];

  it.each(nasty)('shellQuote keeps %p as one word', (word) => {
    expect(bashWords(shellQuote(word))).toEqual([word]);
  });

  it('leaves simple words unquoted', () => {
    expect(shellQuote('Cluster.gatewayIngressIPs=192.168.3.163')).toBe('Cluster.gatewayIngressIPs=192.168.3.163');
    expect(shellQuote('Cluster.nodesForGateway[0].name=n1')).toBe("'Cluster.nodesForGateway[0].name=n1'");
  });

  it('escapes the characters Helm --set treats specially', () => {
    expect(helmSetEscape('a,b')).toBe('a\\,b');
    expect(helmSetEscape('a\\b')).toBe('a\\\\b');
    expect(helmSetEscape('{x,y}')).toBe('\\{x\\,y}');
    expect(helmSetEscape('plain')).toBe('plain');
  });

  it.each(nasty)('password %p survives values.yaml and the --set command unchanged', (password) => {
    const form = minimalForm();
    form.regionDatabase = {enable: true, host: 'db.local', port: '3306', username: 'admin', password, name: 'region'};
    const result = ok(generateInstall(form));
    expect(parseValues(result.values).Cluster.regionDatabase.password).toBe(password);
    expect(valuesFromSetCommand(result.setCommand).values.Cluster.regionDatabase.password).toBe(password);
  });

  it.each(['123456', 'true', 'False', 'null', '0', 'yes', 'on', '0777', '1e3', '12:30', '-5'])(
    'password %p stays a string for Helm',
    (password) => {
      const form = minimalForm();
      form.imageHub = {enable: true, domain: 'hub.example.com', namespace: 'ns', username: 'u', password};
      const result = ok(generateInstall(form));
      expect(parseValues(result.values).Cluster.imageHub.password).toBe(password);
      const flag = result.setFlags.find((f) => f.includes('imageHub.password'))!;
      const retyped = ['123456', 'true', 'False', 'null', '0', '-5'].includes(password);
      expect(flag.startsWith(retyped ? '--set-string ' : '--set ')).toBe(true);
      expect(valuesFromSetCommand(result.setCommand).values.Cluster.imageHub.password).toBe(password);
    },
  );

  it('writes the database port as a number and booleans as booleans', () => {
    const form = fullForm();
    const result = ok(generateInstall(form));
    expect(result.setFlags).toContain('--set Cluster.regionDatabase.port=3307');
    expect(result.setFlags).toContain('--set Cluster.enableHA=true');
    expect(result.values).toMatch(/^ {4}port: 3307$/m);
  });
});
