import '@page-translations/installGen';
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  EXAMPLE_IP,
  MAX_NODES,
  defaultForm,
  generateInstall,
  targetSpec,
  type DatabaseConfig,
  type ImageHubConfig,
  type InstallForm,
  type StorageConfig,
  type StorageKind,
  type Target,
  type ValidationErrors,
} from '@site/src/lib/installCommand';
import {SmallButton, Switch, TextField} from './Field';
import {CodeBlock} from './Output';
import {errorText, portList, storageHint, storageLabel, targetText} from './strings';
import styles from './styles.module.css';

// ---------------------------------------------------------------------------
// UI state: the form model plus stable row keys and the inputs of every
// storage kind, so switching kinds does not lose what was typed.
// ---------------------------------------------------------------------------

interface NodeRow {
  key: number;
  name: string;
  externalIP: string;
  internalIP: string;
}

interface TextRow {
  key: number;
  value: string;
}

interface StorageDraft {
  rwx: string;
  rwo: string;
  nfsServer: string;
  nfsPath: string;
  nasServer: string;
}

interface State {
  /** Next row key; part of the state so server and client render the same ids. */
  seq: number;
  gatewayIngressIPs: string;
  nodes: NodeRow[];
  chaos: TextRow[];
  enableHA: boolean;
  imageHub: ImageHubConfig;
  etcdEnable: boolean;
  endpoints: TextRow[];
  secretName: string;
  storageKind: StorageKind;
  storage: StorageDraft;
  regionDatabase: DatabaseConfig;
  uiDatabase: DatabaseConfig;
}

function initialState(target: Target): State {
  const form = defaultForm(target);
  let seq = 1;
  const nodes = form.nodesForGateway.map((n) => ({key: seq++, ...n}));
  const endpoints = form.etcd.endpoints.map((value) => ({key: seq++, value}));
  return {
    seq,
    gatewayIngressIPs: form.gatewayIngressIPs,
    nodes,
    chaos: [],
    enableHA: form.enableHA,
    imageHub: form.imageHub,
    etcdEnable: form.etcd.enable,
    endpoints,
    secretName: form.etcd.secretName,
    storageKind: targetSpec(target).storageKinds[0],
    storage: {rwx: '', rwo: '', nfsServer: '', nfsPath: '', nasServer: ''},
    regionDatabase: form.regionDatabase,
    uiDatabase: form.uiDatabase,
  };
}

function toStorage(kind: StorageKind, d: StorageDraft): StorageConfig {
  switch (kind) {
    case 'default':
      return 'default';
    case 'storageClass':
      return {kind, rwx: d.rwx, rwo: d.rwo};
    case 'nfs':
      return {kind, server: d.nfsServer, path: d.nfsPath};
    case 'aliyunNas':
      return {kind, server: d.nasServer};
  }
}

function toForm(target: Target, s: State): InstallForm {
  return {
    target,
    gatewayIngressIPs: s.gatewayIngressIPs,
    nodesForGateway: s.nodes.map(({name, externalIP, internalIP}) => ({name, externalIP, internalIP})),
    nodesForChaos: s.chaos.map((r) => r.value),
    enableHA: s.enableHA,
    imageHub: s.imageHub,
    etcd: {enable: s.etcdEnable, endpoints: s.endpoints.map((r) => r.value), secretName: s.secretName},
    storage: toStorage(s.storageKind, s.storage),
    regionDatabase: s.regionDatabase,
    uiDatabase: s.uiDatabase,
  };
}

/** Error paths that live in the always-visible basic section. */
const isBasicPath = (path: string) => path === 'gatewayIngressIPs' || path.startsWith('nodesForGateway');

/** HA requirements are advice the visitor asked for by switching HA on: shown at once. */
const HA_PATHS = new Set(['enableHA', 'regionDatabase.enable', 'uiDatabase.enable', 'etcd.enable', 'storage', 'nodesForGateway', 'nodesForChaos']);

// ---------------------------------------------------------------------------

interface DatabaseFieldsProps {
  prefix: 'regionDatabase' | 'uiDatabase';
  legend: string;
  db: DatabaseConfig;
  hint: string;
  hostExample: string;
  onChange: (db: DatabaseConfig) => void;
  err: (path: string, inputId: string) => string | undefined;
  touch: (inputId: string) => () => void;
}

function DatabaseFields({prefix, legend, db, hint, hostExample, onChange, err, touch}: DatabaseFieldsProps): ReactNode {
  const id = (f: string) => `ig-${prefix}-${f}`;
  const field = (f: keyof DatabaseConfig & string) => ({
    id: id(f),
    value: String(db[f]),
    onChange: (v: string) => onChange({...db, [f]: v}),
    onBlur: touch(id(f)),
    error: err(`${prefix}.${f}`, id(f)),
    required: true,
  });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <Switch
        id={id('enable')}
        label={translate({id: 'installGen.db.enable', message: '使用外部 MySQL 数据库'})}
        checked={db.enable}
        onChange={(enable) => onChange({...db, enable})}
        error={err(`${prefix}.enable`, id('enable'))}
        hint={hint}
      />
      {db.enable && (
        <div className={styles.grid}>
          <TextField {...field('host')} label={translate({id: 'installGen.db.host', message: '连接地址'})} placeholder={hostExample} />
          <TextField {...field('port')} label={translate({id: 'installGen.db.port', message: '端口'})} inputMode="numeric" />
          <TextField {...field('username')} label={translate({id: 'installGen.db.username', message: '用户名'})} />
          <TextField {...field('password')} label={translate({id: 'installGen.db.password', message: '密码'})} />
          <TextField {...field('name')} label={translate({id: 'installGen.db.name', message: '数据库名'})} />
        </div>
      )}
    </fieldset>
  );
}

// ---------------------------------------------------------------------------

export default function InstallGenerator({target}: {target: Target}): ReactNode {
  const spec = targetSpec(target);
  const text = targetText(target, portList(spec.gatewayPorts));
  const [state, setState] = useState<State>(() => initialState(target));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);

  const form = useMemo(() => toForm(target, state), [target, state]);
  const result = useMemo(() => generateInstall(form), [form]);
  const errors: ValidationErrors = result.ok ? {} : result.errors;
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (focusRequest === 0) return;
    rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')?.focus();
  }, [focusRequest]);

  const update = (patch: Partial<State>) => setState((s) => ({...s, ...patch}));
  /** Appends a row with a fresh key to one of the row lists. */
  const addRow = (make: (key: number, s: State) => Partial<State>) =>
    setState((s) => ({...s, ...make(s.seq, s), seq: s.seq + 1}));
  const touch = (inputId: string) => () =>
    setTouched((t) => (t.has(inputId) ? t : new Set(t).add(inputId)));
  const err = (path: string, inputId: string): string | undefined => {
    const id = errors[path];
    if (!id) return undefined;
    const visible = showAll || touched.has(inputId) || (state.enableHA && HA_PATHS.has(path));
    return visible ? errorText(id) : undefined;
  };

  const showProblems = () => {
    setShowAll(true);
    if (Object.keys(errors).some((p) => !isBasicPath(p))) setAdvancedOpen(true);
    setFocusRequest((n) => n + 1);
  };

  // Gateway node rows.
  const setNode = (key: number, patch: Partial<NodeRow>) =>
    update({nodes: state.nodes.map((n) => (n.key === key ? {...n, ...patch} : n))});
  const addNode = () =>
    addRow((key, s) => ({nodes: [...s.nodes, {key, name: '', externalIP: '', internalIP: ''}]}));
  const removeNode = (key: number) => update({nodes: state.nodes.filter((n) => n.key !== key)});

  // Single-value rows (build nodes, etcd endpoints).
  const setRow = (rows: TextRow[], key: number, value: string) => rows.map((r) => (r.key === key ? {...r, value} : r));

  const storageDraft = (patch: Partial<StorageDraft>) => update({storage: {...state.storage, ...patch}});
  const storageField = (f: keyof StorageDraft, path: string) => ({
    id: `ig-storage-${f}`,
    value: state.storage[f],
    onChange: (v: string) => storageDraft({[f]: v}),
    onBlur: touch(`ig-storage-${f}`),
    error: err(path, `ig-storage-${f}`),
  });

  const hubField = (f: keyof ImageHubConfig & string) => ({
    id: `ig-hub-${f}`,
    value: String(state.imageHub[f]),
    onChange: (v: string) => update({imageHub: {...state.imageHub, [f]: v}}),
    onBlur: touch(`ig-hub-${f}`),
    error: err(`imageHub.${f}`, `ig-hub-${f}`),
    required: true,
  });

  const gatewayListError = err('nodesForGateway', 'ig-gw-list');
  const chaosListError = err('nodesForChaos', 'ig-chaos-list');
  const storageError = err('storage', 'ig-storage');
  const endpointsError = err('etcd.endpoints', 'ig-etcd-list');

  return (
    // The Markdown twin of the page replaces this interactive block with the output for the
    // example inputs (plugins/llms, generatorMarkdown).
    <div className={styles.generator} ref={rootRef} data-llms-markdown={`install-${target}`}>
      <form
        className={styles.form}
        onSubmit={(e) => e.preventDefault()}
        noValidate
        aria-label={translate({id: 'installGen.form.label', message: '安装配置'})}>
        {/* ---------------- Basic ---------------- */}
        <fieldset className={styles.section}>
          <legend className={styles.sectionLegend}>
            <Translate id="installGen.basic.legend">基本配置</Translate>
          </legend>
          <TextField
            id="ig-gateway"
            label={text.gatewayLabel}
            value={state.gatewayIngressIPs}
            onChange={(gatewayIngressIPs) => update({gatewayIngressIPs})}
            onBlur={touch('ig-gateway')}
            error={err('gatewayIngressIPs', 'ig-gateway')}
            hint={text.gatewayHint}
            placeholder={EXAMPLE_IP}
            className={styles.gatewayField}
            required
          />

          <fieldset className={styles.group} aria-describedby={gatewayListError ? 'ig-gw-list-error' : 'ig-gw-hint'}>
            <legend className={styles.legend}>
              <Translate id="installGen.nodes.legend">网关节点</Translate>
            </legend>
            <p id="ig-gw-hint" className={styles.hint}>
              {text.nodesHint}
            </p>
            {gatewayListError && (
              <p id="ig-gw-list-error" className={styles.error}>
                {gatewayListError}
              </p>
            )}
            {state.nodes.map((node, i) => {
              const number = i + 1;
              const id = (f: string) => `ig-gw-${node.key}-${f}`;
              const field = (f: 'name' | 'externalIP' | 'internalIP') => ({
                id: id(f),
                value: node[f],
                onChange: (v: string) => setNode(node.key, {[f]: v}),
                onBlur: touch(id(f)),
                error: err(`nodesForGateway.${i}.${f}`, id(f)),
                required: true,
              });
              return (
                <fieldset key={node.key} className={styles.row}>
                  <legend className={styles.rowLegend}>
                    {translate({id: 'installGen.nodes.row', message: '网关节点 {n}'}, {n: number})}
                  </legend>
                  <div className={styles.rowFields}>
                    <TextField
                      {...field('name')}
                      label={translate({id: 'installGen.nodes.name', message: '节点名称'})}
                      placeholder={spec.nodeNameExample}
                    />
                    <TextField
                      {...field('externalIP')}
                      label={translate({id: 'installGen.nodes.externalIP', message: '外网 IP'})}
                      placeholder={EXAMPLE_IP}
                    />
                    <TextField
                      {...field('internalIP')}
                      label={translate({id: 'installGen.nodes.internalIP', message: '内网 IP'})}
                      placeholder={EXAMPLE_IP}
                    />
                  </div>
                  {state.nodes.length > 1 && (
                    <SmallButton
                      variant="remove"
                      onClick={() => removeNode(node.key)}
                      label={translate({id: 'installGen.nodes.remove', message: '删除网关节点 {n}'}, {n: number})}>
                      <Translate id="installGen.row.remove">删除</Translate>
                    </SmallButton>
                  )}
                </fieldset>
              );
            })}
            <SmallButton variant="add" onClick={addNode} disabled={state.nodes.length >= MAX_NODES}>
              <Translate id="installGen.nodes.add">添加网关节点</Translate>
            </SmallButton>
          </fieldset>
        </fieldset>

        {/* ---------------- Advanced ---------------- */}
        <details
          className={styles.advanced}
          open={advancedOpen}
          onToggle={(e) => setAdvancedOpen(e.currentTarget.open)}>
          <summary className={styles.summary}>
            <Translate id="installGen.advanced.summary">高级配置（可选）</Translate>
          </summary>
          <div className={styles.advancedBody}>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>
                <Translate id="installGen.ha.legend">高可用</Translate>
              </legend>
              <Switch
                id="ig-ha"
                label={translate({id: 'installGen.ha.label', message: '以高可用模式安装'})}
                checked={state.enableHA}
                onChange={(enableHA) => update({enableHA})}
                error={err('enableHA', 'ig-ha')}
                hint={translate({
                  id: 'installGen.ha.hint',
                  message:
                    '系统组件以多副本运行（默认 2 个）。需要外部 region 和 console 数据库、外部 etcd、内置 NFS 以外的共享存储，以及至少 2 个网关节点，建议把所有节点都设为网关节点。',
                })}
              />
            </fieldset>

            <fieldset className={styles.group} aria-describedby={chaosListError ? 'ig-chaos-list-error' : 'ig-chaos-hint'}>
              <legend className={styles.legend}>
                <Translate id="installGen.chaos.legend">构建节点</Translate>
              </legend>
              <p id="ig-chaos-hint" className={styles.hint}>
                <Translate id="installGen.chaos.hint">
                  运行源码构建任务（rbd-chaos）的节点，填写节点名称。不填时与网关节点相同：5.8.1 的 Operator 在没有构建节点时会用它自动选出的节点顶替你填写的网关节点，所以生成的配置总会写明构建节点。安装后也可以用 helm upgrade 调整。
                </Translate>
              </p>
              {chaosListError && (
                <p id="ig-chaos-list-error" className={styles.error}>
                  {chaosListError}
                </p>
              )}
              {state.chaos.map((row, i) => {
                const number = i + 1;
                const id = `ig-chaos-${row.key}`;
                return (
                  <div key={row.key} className={styles.inlineRow}>
                    <TextField
                      id={id}
                      label={translate({id: 'installGen.chaos.row', message: '构建节点 {n}'}, {n: number})}
                      value={row.value}
                      onChange={(v) => update({chaos: setRow(state.chaos, row.key, v)})}
                      onBlur={touch(id)}
                      error={err(`nodesForChaos.${i}`, id)}
                      placeholder={spec.nodeNameExample}
                      required
                    />
                    <SmallButton
                      variant="remove"
                      onClick={() => update({chaos: state.chaos.filter((r) => r.key !== row.key)})}
                      label={translate({id: 'installGen.chaos.remove', message: '删除构建节点 {n}'}, {n: number})}>
                      <Translate id="installGen.row.remove">删除</Translate>
                    </SmallButton>
                  </div>
                );
              })}
              <SmallButton
                variant="add"
                onClick={() => addRow((key, s) => ({chaos: [...s.chaos, {key, value: ''}]}))}
                disabled={state.chaos.length >= MAX_NODES}>
                <Translate id="installGen.chaos.add">添加构建节点</Translate>
              </SmallButton>
            </fieldset>

            <fieldset className={styles.group}>
              <legend className={styles.legend}>
                <Translate id="installGen.hub.legend">外部镜像仓库</Translate>
              </legend>
              <Switch
                id="ig-hub-enable"
                label={translate({id: 'installGen.hub.enable', message: '使用外部镜像仓库'})}
                checked={state.imageHub.enable}
                onChange={(enable) => update({imageHub: {...state.imageHub, enable}})}
                hint={text.registryHint}
              />
              {state.imageHub.enable && (
                <div className={styles.grid}>
                  <TextField
                    {...hubField('domain')}
                    label={translate({id: 'installGen.hub.domain', message: '仓库域名'})}
                    placeholder="registry.cn-hangzhou.aliyuncs.com"
                  />
                  <TextField {...hubField('namespace')} label={translate({id: 'installGen.hub.namespace', message: '命名空间'})} />
                  <TextField {...hubField('username')} label={translate({id: 'installGen.hub.username', message: '用户名'})} />
                  <TextField {...hubField('password')} label={translate({id: 'installGen.hub.password', message: '密码'})} />
                </div>
              )}
            </fieldset>

            <fieldset className={styles.group}>
              <legend className={styles.legend}>
                <Translate id="installGen.etcd.legend">外部 etcd</Translate>
              </legend>
              <Switch
                id="ig-etcd-enable"
                label={translate({id: 'installGen.etcd.enable', message: '使用外部 etcd'})}
                checked={state.etcdEnable}
                onChange={(etcdEnable) => update({etcdEnable})}
                error={err('etcd.enable', 'ig-etcd-enable')}
                hint={translate({
                  id: 'installGen.etcd.hint',
                  message: '不开启时使用集群内置的 rbd-etcd。外部 etcd 的证书要提前以 Secret 的形式建在 rbd-system 命名空间里；安装后不能更换。',
                })}
              />
              {state.etcdEnable && (
                <>
                  {endpointsError && (
                    <p id="ig-etcd-list-error" className={styles.error}>
                      {endpointsError}
                    </p>
                  )}
                  {state.endpoints.map((row, i) => {
                    const number = i + 1;
                    const id = `ig-etcd-${row.key}`;
                    return (
                      <div key={row.key} className={styles.inlineRow}>
                        <TextField
                          id={id}
                          label={translate({id: 'installGen.etcd.endpoint', message: 'etcd 地址 {n}'}, {n: number})}
                          value={row.value}
                          onChange={(v) => update({endpoints: setRow(state.endpoints, row.key, v)})}
                          onBlur={touch(id)}
                          error={err(`etcd.endpoints.${i}`, id)}
                          placeholder={`192.168.0.${number}:2379`}
                          required
                        />
                        {state.endpoints.length > 1 && (
                          <SmallButton
                            variant="remove"
                            onClick={() => update({endpoints: state.endpoints.filter((r) => r.key !== row.key)})}
                            label={translate({id: 'installGen.etcd.remove', message: '删除 etcd 地址 {n}'}, {n: number})}>
                            <Translate id="installGen.row.remove">删除</Translate>
                          </SmallButton>
                        )}
                      </div>
                    );
                  })}
                  <SmallButton variant="add" onClick={() => addRow((key, s) => ({endpoints: [...s.endpoints, {key, value: ''}]}))}>
                    <Translate id="installGen.etcd.add">添加 etcd 地址</Translate>
                  </SmallButton>
                  <TextField
                    id="ig-etcd-secret"
                    label={translate({id: 'installGen.etcd.secretName', message: '证书 Secret 名称'})}
                    value={state.secretName}
                    onChange={(secretName) => update({secretName})}
                    onBlur={touch('ig-etcd-secret')}
                    error={err('etcd.secretName', 'ig-etcd-secret')}
                    required
                  />
                </>
              )}
            </fieldset>

            <fieldset className={styles.group} aria-describedby={storageError ? 'ig-storage-error' : undefined}>
              <legend className={styles.legend}>
                <Translate id="installGen.storage.legend">共享存储</Translate>
              </legend>
              {storageError && (
                <p id="ig-storage-error" className={styles.error}>
                  {storageError}
                </p>
              )}
              <div className={styles.radios}>
                {spec.storageKinds.map((kind) => (
                  <label key={kind} className={styles.radio}>
                    <input
                      type="radio"
                      name="ig-storage"
                      value={kind}
                      checked={state.storageKind === kind}
                      data-invalid={storageError && state.storageKind === kind ? true : undefined}
                      onChange={() => update({storageKind: kind})}
                    />
                    <span>{storageLabel(target, kind)}</span>
                  </label>
                ))}
              </div>
              <p className={styles.hint}>{storageHint(target, state.storageKind)}</p>
              {state.storageKind === 'storageClass' && (
                <div className={styles.grid}>
                  <TextField
                    {...storageField('rwx', 'storage.rwx')}
                    label={translate({id: 'installGen.storage.rwx', message: '共享存储 StorageClass（RWX）'})}
                    placeholder="glusterfs-simple"
                    required
                  />
                  <TextField
                    {...storageField('rwo', 'storage.rwo')}
                    label={translate({id: 'installGen.storage.rwo', message: '块存储 StorageClass（RWO，可选）'})}
                  />
                </div>
              )}
              {state.storageKind === 'nfs' && (
                <div className={styles.grid}>
                  <TextField
                    {...storageField('nfsServer', 'storage.server')}
                    label={translate({id: 'installGen.storage.nfsServer', message: 'NFS 服务器地址'})}
                    placeholder={spec.storageServerExample}
                    required
                  />
                  <TextField
                    {...storageField('nfsPath', 'storage.path')}
                    label={translate({id: 'installGen.storage.nfsPath', message: '共享路径'})}
                    placeholder="/"
                    required
                  />
                </div>
              )}
              {state.storageKind === 'aliyunNas' && (
                <div className={styles.grid}>
                  <TextField
                    {...storageField('nasServer', 'storage.server')}
                    label={translate({id: 'installGen.storage.nasServer', message: 'NAS 挂载点地址'})}
                    placeholder={spec.storageServerExample}
                    className={styles.wide}
                    required
                  />
                </div>
              )}
            </fieldset>

            <DatabaseFields
              prefix="regionDatabase"
              legend={translate({id: 'installGen.db.region', message: '数据中心数据库（region）'})}
              db={state.regionDatabase}
              hint={text.databaseHint}
              hostExample={spec.databaseHostExample}
              onChange={(regionDatabase) => update({regionDatabase})}
              err={err}
              touch={touch}
            />
            <DatabaseFields
              prefix="uiDatabase"
              legend={translate({id: 'installGen.db.console', message: '控制台数据库（console）'})}
              db={state.uiDatabase}
              hint={text.databaseHint}
              hostExample={spec.databaseHostExample}
              onChange={(uiDatabase) => update({uiDatabase})}
              err={err}
              touch={touch}
            />
          </div>
        </details>
      </form>

      {/* ---------------- Output ---------------- */}
      <section className={styles.output} aria-labelledby="ig-output-title">
        <h3 id="ig-output-title" className={styles.outputTitle}>
          <Translate id="installGen.output.title">安装命令</Translate>
        </h3>
        <p className={styles.status} role="status">
          {result.ok
            ? translate({id: 'installGen.output.ready', message: '命令已按上面的配置生成，修改配置后会自动更新。'})
            : translate(
                {
                  id: 'installGen.output.pending',
                  message: '还有 {count} 处需要填写或修改，全部填好后这里会生成安装命令。',
                },
                {count: errorCount},
              )}
        </p>
        {!result.ok && (
          <button type="button" className="button button--secondary button--sm" onClick={showProblems}>
            <Translate id="installGen.output.showProblems">标出需要修改的地方</Translate>
          </button>
        )}
        {result.ok && (
          <>
            <h4 className={styles.methodTitle}>
              <Translate id="installGen.output.valuesMethod">方法一：用 values.yaml 安装（推荐）</Translate>
            </h4>
            <p>
              <Translate id="installGen.output.valuesIntro">
                把 values.yaml 保存到执行命令的目录，再依次执行下面的命令。密码只写在文件里，不会留在 shell 历史中。
              </Translate>
            </p>
            <CodeBlock
              id="ig-values"
              title="values.yaml"
              text={result.values}
              copyLabel={translate({id: 'installGen.output.copyValues', message: '复制 values.yaml'})}
              downloadAs="values.yaml"
            />
            <CodeBlock
              id="ig-commands"
              title={translate({id: 'installGen.output.commandsTitle', message: '依次执行的命令'})}
              text={result.commands}
              copyLabel={translate({id: 'installGen.output.copyCommands', message: '复制安装命令'})}
            />
            <h4 className={styles.methodTitle}>
              <Translate id="installGen.output.setMethod">方法二：一条命令安装（--set 参数）</Translate>
            </h4>
            <p>
              <Translate id="installGen.output.setIntro">
                不需要 values.yaml，全部配置都以 --set 参数写在 helm install 命令里，效果与方法一相同。
              </Translate>
            </p>
            <CodeBlock
              id="ig-set"
              title={translate({id: 'installGen.output.setTitle', message: '完整命令'})}
              text={result.setCommand}
              copyLabel={translate({id: 'installGen.output.copySet', message: '复制完整命令'})}
            />
          </>
        )}
      </section>
    </div>
  );
}
