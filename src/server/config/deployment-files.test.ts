// The deployment files (Dockerfile, .dockerignore, compose.yaml, deploy/Caddyfile; docs/operations.md,
// "Deploying with Docker Compose") checked without a Docker daemon: the Dockerfile by a parser and
// linter, compose.yaml as YAML, for what the deployment relies on. A setting the server does not
// know, a secret written into a file, a root runtime or a lost health check fails here.
import { readFileSync } from 'node:fs';
import { type Copy, DockerfileParser, type Instruction, type JSONInstruction } from 'dockerfile-ast';
import { validate, ValidationSeverity } from 'dockerfile-utils';
import { parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_SETTING_NAMES } from './env';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

/** A name a secret would have: never given a value in a file of the repository. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY|CREDENTIAL|PRIVATE/;
const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10;

describe('the Dockerfile', () => {
  const text = read('Dockerfile');
  const dockerfile = DockerfileParser.parse(text);
  const instructions = dockerfile.getInstructions();
  const froms = dockerfile.getFROMs();
  /** The instructions of the stage named `stage`, from its FROM to the next. */
  const stage = (name: string): Instruction[] => {
    const start = froms.findIndex((from) => from.getBuildStage() === name);
    expect(start, `a stage named ${name}`).toBeGreaterThanOrEqual(0);
    const first = froms[start]!.getRange().start.line;
    const next = froms[start + 1]?.getRange().start.line ?? Number.POSITIVE_INFINITY;
    return instructions.filter((instruction) => instruction.getRange().start.line > first && instruction.getRange().start.line < next);
  };
  const of = (list: Instruction[], keyword: string) => list.filter((instruction) => instruction.getKeyword() === keyword);
  const runs = (list: Instruction[]) => of(list, 'RUN').map((run) => run.getArgumentsContent() ?? '');

  it('has no error or warning for the Dockerfile linter', () => {
    const problems = validate(text).filter(
      (diagnostic) => diagnostic.severity === ValidationSeverity.ERROR || diagnostic.severity === ValidationSeverity.WARNING,
    );
    expect(problems.map((problem) => ({ line: problem.range.start.line + 1, message: problem.message }))).toEqual([]);
  });

  it('builds on Debian with glibc (sharp, argon2 and esbuild install prebuilt binaries) and the Node of package.json', () => {
    const image = dockerfile.getInitialARGs().find((arg) => arg.getProperty()?.getName() === 'NODE_IMAGE');
    const base = image?.getProperty()?.getValue() ?? '';
    expect(base).toMatch(/^node:\d+-bookworm(-slim)?$/);
    const engines = JSON.parse(read('package.json')).engines.node as string;
    expect(base.split(':')[1]!.split('-')[0]).toBe(/\d+/.exec(engines)![0]);
    for (const from of froms) expect(from.getImage()).toBe('${NODE_IMAGE}');
  });

  it('builds the web app with every dependency, then runs it with production dependencies only', () => {
    expect(froms.map((from) => from.getBuildStage())).toEqual(['build', 'runtime']);
    expect(runs(stage('build'))).toContain('npm ci --no-audit --no-fund');
    expect(runs(stage('build'))).toContain('npm run build');
    const runtime = stage('runtime');
    expect(runs(runtime).some((command) => command.startsWith('npm ci --omit=dev '))).toBe(true);
    expect(runs(runtime).join('\n')).not.toMatch(/npm (install|i) |npm run build|npm ci(?! --omit=dev)/);
    const copied = (of(runtime, 'COPY') as Copy[]).map((copy) => `${copy.getFromFlag()?.getValue() ?? ''} ${copy.getArgumentsContent()}`);
    // What `node --import tsx src/server/main.ts` reads: the sources (migrations and e-mail texts
    // included) and the built web app, from the build stage.
    expect(copied).toEqual(expect.arrayContaining([' src ./src', 'build /app/dist/web ./dist/web']));
  });

  it('runs the server as package.json starts it, as an unprivileged user, with a health check', () => {
    const runtime = stage('runtime');
    const users = of(runtime, 'USER').map((user) => user.getArgumentsContent());
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const [cmd] = of(runtime, 'CMD') as JSONInstruction[];
    const command = cmd!.getJSONStrings().map((part) => part.getJSONValue());
    const start = JSON.parse(read('package.json')).scripts.start as string;
    expect(start).toContain(command.join(' '));
    const [healthcheck] = of(runtime, 'HEALTHCHECK');
    expect(healthcheck?.getArgumentsContent()).toMatch(/^CMD \[.*'\/api\/health'/);
    expect(instructions.at(-1)).toBe(cmd);
  });

  // The commands an operator runs in the image: what they import must be in it. `npm ci --omit=dev`
  // leaves the development dependencies out, and the runtime stage copies src/ and this one script.
  it('holds every package and file the commands run in it import', { timeout: 120_000 }, async () => {
    const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
    const entries = ['start', 'db:migrate', 'db:backup', 'db:restore', 'admin:create'].map(
      (name) => / --import tsx (\S+\.ts)$/.exec(packageJson.scripts[name]!)![1]!,
    );
    const copiedScripts = of(stage('runtime'), 'COPY').flatMap((copy) =>
      (copy.getArgumentsContent() ?? '').split(/\s+/).filter((path) => path.startsWith('scripts/')),
    );
    const tree = await parseDependencyTree(entries, { tsconfig: 'tsconfig.json', exclude: /node_modules/ });
    const packages = new Set<string>();
    for (const [file, dependencies] of Object.entries(tree)) {
      if (file.startsWith('node_modules/') || file.startsWith('node:')) continue;
      expect(file.startsWith('src/') || copiedScripts.includes(file), file).toBe(true);
      for (const dependency of dependencies ?? []) {
        if (!dependency.id?.startsWith('node_modules/')) continue;
        packages.add(/^(@[^/]+\/[^/]+|[^/]+)/.exec(dependency.request)![1]!);
      }
    }
    expect([...packages].filter((name) => !(name in packageJson.dependencies))).toEqual([]);
    // The parse found the server's packages, so an empty difference means something.
    expect(packages).toContain('fastify');
  });

  it('sets no secret, and .dockerignore keeps .env files, local data and node_modules out of the build', () => {
    const named = [...dockerfile.getENVs(), ...dockerfile.getARGs(), ...dockerfile.getInitialARGs()].flatMap((instruction) =>
      instruction.getProperties().map((property) => property.getName()),
    );
    expect(named.filter((name) => SECRET_NAME.test(name))).toEqual([]);
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.env', '.env.*', '.git', 'node_modules', 'data', 'dist']));
  });
});

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  stop_grace_period?: string;
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
  const services = compose.services;
  const appServers = Object.entries(services).filter(([name, service]) => service.build === '.' && name !== 'migrate');

  it('runs PostgreSQL 15, Redis, the migrations once, two app servers and a proxy', () => {
    expect(services.postgres?.image).toMatch(/^postgres:15\b/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.migrate?.command).toEqual(['npm', 'run', 'db:migrate']);
    expect(services.migrate?.restart).toBe('no');
    expect(appServers.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    expect(services.proxy?.image).toMatch(/^caddy:/);
  });

  it('starts the app servers without migrating, after the migration step, on PostgreSQL and Redis', () => {
    for (const [name, server] of appServers) {
      const environment = server.environment ?? {};
      expect(environment.MIGRATE_ON_START, name).toBe('false');
      expect(environment.DATABASE_URL, name).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(environment.REDIS_URL, name).toBe('redis://redis:6379');
      expect(environment.DEPLOYMENT_NAME, name).toMatch(/^\$\{DEPLOYMENT_NAME:-[a-z_]+\}$/);
      expect(environment.PUBLIC_ORIGIN, name).toMatch(/^\$\{PUBLIC_ORIGIN:\?/);
      expect(environment.TRUST_PROXY, name).toBe('true');
      expect(server.depends_on?.migrate?.condition, name).toBe('service_completed_successfully');
      expect(server.depends_on?.postgres?.condition, name).toBe('service_healthy');
      // docs/operations.md, "Stopping a server": the grace period outlasts the server's own.
      expect(Number.parseInt(server.stop_grace_period ?? '0', 10), name).toBeGreaterThan(DEFAULT_SHUTDOWN_TIMEOUT_SECONDS);
    }
  });

  it('gives the app servers only settings the server knows', () => {
    for (const [name, server] of [...appServers, ['migrate', services.migrate!] as const]) {
      for (const setting of Object.keys(server.environment ?? {})) expect(ENV_SETTING_NAMES, `${name}: ${setting}`).toContain(setting);
    }
  });

  it('writes no secret: each comes from the environment or .env, required with a message', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [setting, value] of Object.entries(service.environment ?? {})) {
        if (SECRET_NAME.test(setting) || setting.endsWith('_URL')) {
          // A secret, or an address that may carry a password: only ${NAME:?why} in its secret part.
          const password = /^[a-z]+:\/\/[^:/@]+:([^@]+)@/.exec(value)?.[1];
          const secret = SECRET_NAME.test(setting) ? value : password;
          if (secret !== undefined) expect(secret, `${name}: ${setting}`).toMatch(/^\$\{[A-Z0-9_]+:\?[^}]+\}$/);
        }
      }
    }
    expect(services['app-1']?.environment?.BETTER_AUTH_SECRET).toMatch(/^\$\{BETTER_AUTH_SECRET:\?/);
  });

  it('sends every request, WebSockets included, to both app servers while they are ready', () => {
    expect(services.proxy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('deploy/Caddyfile');
    // No path matcher: /api/live reaches the servers like every other path, upgrade and all.
    const upstreams = /^\s*reverse_proxy ([^{]+)\{/m.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(appServers.map(([name]) => `${name}:3000`));
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/ready$/m);
  });
});
