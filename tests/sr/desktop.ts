/**
 * A headless desktop for `npm run sr`: Xvfb, a private D-Bus session with AT-SPI on,
 * speech-dispatcher whose only output module appends what it would say to a file, and Orca,
 * in that order (the AT-SPI bus enabled before Orca, Orca before Firefox). Debian packages:
 * `xvfb`, `orca`, `at-spi2-core`, `speech-dispatcher`, `xdotool`. Everything lives in one temp
 * directory; {@link Desktop.stop} ends every process started here by its own pid.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Desktop {
  /** Environment for programs on this desktop (DISPLAY, D-Bus, XDG dirs, GTK a11y modules). */
  env: NodeJS.ProcessEnv;
  dir: string;
  spoken(): string[];
  /** Sends keys (xdotool names, e.g. `Tab`, `shift+Tab`, `Return`, `h`) to the focused window. */
  key(...keys: string[]): void;
  type(text: string): void;
  /** Ends every process started here (Orca, speech-dispatcher, AT-SPI, D-Bus, Xvfb). */
  stop(): void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Which of the commands this needs are missing on PATH or in their usual place. */
export function missingTools(): string[] {
  const tools: Record<string, string> = {
    Xvfb: 'xvfb',
    orca: 'orca',
    'dbus-daemon': 'dbus',
    'dbus-send': 'dbus',
    xdotool: 'xdotool',
    'speech-dispatcher': 'speech-dispatcher',
  };
  const missing = Object.entries(tools)
    .filter(([command]) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0)
    .map(([, pkg]) => pkg);
  if (!existsSync(ATSPI_LAUNCHER)) missing.push('at-spi2-core');
  return [...new Set(missing)];
}

const ATSPI_LAUNCHER = '/usr/libexec/at-spi-bus-launcher';

function freeDisplay(): number {
  for (let n = 90; n < 200; n += 1) {
    if (!existsSync(`/tmp/.X11-unix/X${n}`) && !existsSync(`/tmp/.X${n}-lock`)) return n;
  }
  throw new Error('no free X display between :90 and :199');
}

function firstLine(child: ChildProcess, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('no answer from dbus-daemon')), ms);
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end >= 0) {
        clearTimeout(timer);
        resolve(text.slice(0, end).trim());
      }
    });
  });
}

/** speech-dispatcher's config: one generic module that appends each message to `speechFile`. */
function writeSpeechConfig(configHome: string, speechFile: string): void {
  const dir = join(configHome, 'speech-dispatcher');
  mkdirSync(join(dir, 'modules'), { recursive: true });
  writeFileSync(
    join(dir, 'speechd.conf'),
    [
      'AudioOutputMethod "libao"',
      'AddModule "capture" "sd_generic" "capture.conf"',
      'DefaultModule capture',
      'LanguageDefaultModule "en" "capture"',
      'LanguageDefaultModule "ru" "capture"',
      'Timeout 600',
      '',
    ].join('\n'),
  );
  // $DATA is the message with speech-dispatcher's own quoting; a newline ends each one.
  writeFileSync(
    join(dir, 'modules', 'capture.conf'),
    [
      `GenericExecuteSynth "printf '%s\\\\n' \\'$DATA\\' >> ${speechFile}"`,
      'GenericCmdDependency "printf"',
      'AddVoice "en" "MALE1" "capture"',
      'AddVoice "ru" "MALE1" "capture"',
      'DefaultVoice "capture"',
      'GenericLanguage "en" "en" "utf-8"',
      'GenericLanguage "ru" "ru" "utf-8"',
      '',
    ].join('\n'),
  );
}

/** Orca's settings: speech on, no sounds, nothing said before a page is loaded. */
function writeOrcaSettings(prefs: string): void {
  mkdirSync(prefs, { recursive: true });
  writeFileSync(
    join(prefs, 'user-settings.conf'),
    JSON.stringify(
      {
        general: {
          enableSpeech: true,
          speechServerFactory: 'speechdispatcherfactory',
          speechServerInfo: ['Default Synthesizer', 'default'],
          enableTutorialMessages: false,
          enableSound: false,
          sayAllOnLoad: false,
          pageSummaryOnLoad: false,
          progressBarUpdateInterval: 0,
          firstStart: false,
        },
        keybindings: {},
        pronunciations: {},
        profiles: {
          default: {
            profile: ['Default', 'default'],
            sayAllOnLoad: false,
            pageSummaryOnLoad: false,
            enableTutorialMessages: false,
            enableSound: false,
          },
        },
      },
      null,
      2,
    ),
  );
}

/** Removes the temp dir, after unmounting a document portal (FUSE) left at `<runtime>/doc`. */
function removeDir(dir: string, runtime: string): void {
  const doc = join(runtime, 'doc');
  for (const command of ['fusermount3', 'fusermount']) {
    if (spawnSync(command, ['-u', '-z', doc], { stdio: 'ignore' }).status === 0) break;
  }
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    console.warn(`npm run sr: could not remove ${dir} (${String(error)})`);
  }
}

interface DesktopHome {
  dir: string;
  runtime: string;
  configHome: string;
  speechFile: string;
  prefs: string;
}

function makeHome(): DesktopHome {
  const dir = mkdtempSync(join(tmpdir(), 'biz-sr-'));
  const runtime = join(dir, 'run');
  const configHome = join(dir, 'config');
  mkdirSync(runtime, { mode: 0o700, recursive: true });
  const speechFile = join(dir, 'speech.txt');
  writeFileSync(speechFile, '');
  writeSpeechConfig(configHome, speechFile);
  const prefs = join(dir, 'orca');
  writeOrcaSettings(prefs);
  return { dir, runtime, configHome, speechFile, prefs };
}

function desktopEnv(home: DesktopHome, display: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOME: home.dir,
    DISPLAY: `:${display}`,
    XDG_RUNTIME_DIR: home.runtime,
    XDG_CONFIG_HOME: home.configHome,
    XDG_DATA_HOME: join(home.dir, 'data'),
    XDG_CACHE_HOME: join(home.dir, 'cache'),
    GTK_MODULES: 'gail:atk-bridge',
    NO_AT_BRIDGE: '0',
    LANG: process.env.LANG && process.env.LANG !== 'C' ? process.env.LANG : 'C.UTF-8',
  };
}

function terminate(pid: number): void {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Ends `children`, last first, and the speech-dispatcher Orca started (pid file in `runtime`). */
function stopAll(children: ChildProcess[], runtime: string): void {
  for (const child of children.reverse()) {
    if (child.pid && child.exitCode === null) terminate(child.pid);
  }
  const pidFile = join(runtime, 'speech-dispatcher', 'pid', 'speech-dispatcher.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    if (pid > 0) terminate(pid);
  }
}

/** Turns the accessibility bus and screen reader on (org.a11y.Status) on `env`'s session bus. */
function enableAccessibility(env: NodeJS.ProcessEnv): void {
  for (const property of ['IsEnabled', 'ScreenReaderEnabled']) {
    spawnSync(
      'dbus-send',
      [
        '--session',
        '--print-reply',
        '--dest=org.a11y.Bus',
        '/org/a11y/bus',
        'org.freedesktop.DBus.Properties.Set',
        'string:org.a11y.Status',
        `string:${property}`,
        'variant:boolean:true',
      ],
      { env, stdio: 'ignore' },
    );
  }
}

/** Starts Xvfb, a session bus (into `env`), AT-SPI and Orca, each passed to `started`. */
async function launchDesktop(
  home: DesktopHome,
  display: number,
  env: NodeJS.ProcessEnv,
  started: (child: ChildProcess) => ChildProcess,
  spoken: () => string[],
): Promise<void> {
  started(
    spawn('Xvfb', [`:${display}`, '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
      stdio: 'ignore',
    }),
  );
  for (let i = 0; i < 100 && !existsSync(`/tmp/.X11-unix/X${display}`); i += 1) await sleep(50);

  const bus = started(
    spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env,
    }),
  );
  env.DBUS_SESSION_BUS_ADDRESS = await firstLine(bus, 10_000);

  started(spawn(ATSPI_LAUNCHER, ['--launch-immediately'], { stdio: 'ignore', env }));
  await sleep(500);
  enableAccessibility(env);

  started(
    spawn(
      'orca',
      ['--replace', '-u', home.prefs, '--debug-file', join(home.dir, 'orca-debug.txt')],
      { stdio: 'ignore', env },
    ),
  );
  for (let i = 0; i < 200 && spoken().length === 0; i += 1) await sleep(100);
}

/** Starts the desktop; resolves once Orca has spoken or after 20 s; throws if a tool is missing. */
export async function startDesktop(): Promise<Desktop> {
  const missing = missingTools();
  if (missing.length) {
    throw new Error(`missing: ${missing.join(', ')} (apt-get install ${missing.join(' ')})`);
  }
  const home = makeHome();
  const children: ChildProcess[] = [];
  const started = (child: ChildProcess) => {
    children.push(child);
    return child;
  };
  const display = freeDisplay();
  const base = desktopEnv(home, display);
  const stop = () => stopAll(children, home.runtime);
  const spoken = () =>
    readFileSync(home.speechFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  try {
    await launchDesktop(home, display, base, started, spoken);
    const xdotool = (args: string[]) => {
      spawnSync('xdotool', args, { env: base, stdio: 'ignore' });
    };
    return {
      env: base,
      dir: home.dir,
      spoken,
      key: (...keys) => xdotool(['key', '--delay', '120', ...keys]),
      type: (text) => xdotool(['type', '--delay', '60', text]),
      stop: () => {
        stop();
        if (!process.env.SR_KEEP) removeDir(home.dir, home.runtime);
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
