// WebKit's launcher for web-test-runner: @web/test-runner-webdriver's, posing as a Playwright-like
// launcher so the commands get a page object whose keyboard, mouse and viewport are WebDriver
// actions, one key down and up at a time. web-test-runner's WebDriver path presses every key of a
// string down before releasing any (a repeated character such as "нн" is lost) and has no
// down/up (Shift+Tab) or setViewport. Media emulation has no WebDriver command: it throws
// (tests/browser/helpers.ts emulates media in the page for WebKit).
import { WebdriverLauncher } from '@web/test-runner-webdriver';

/** WebDriver's code points for named keys (W3C WebDriver, "keyboard actions"). */
const KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Pause: '\uE00B',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Insert: '\uE016',
  Delete: '\uE017',
  Meta: '\uE03D',
};

function keyValue(name) {
  if (name in KEYS) return KEYS[name];
  if ([...name].length === 1) return name;
  throw new Error(`unknown key "${name}" (WebKit launcher): use a KeyboardEvent.key name`);
}

const BUTTONS = { left: 0, middle: 1, right: 2 };

/** The page object for `launcher`'s session: keyboard, mouse and viewport as WebDriver actions. */
function webdriverPage(launcher) {
  const driver = () => launcher.driver;
  const keyActions = (actions) =>
    driver().performActions([{ type: 'key', id: 'keyboard', actions }]);
  const pointerActions = (actions) =>
    driver().performActions([
      { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions },
    ]);
  const press = (name) => {
    // "Shift+Tab" as Playwright writes it: modifiers down, the key, modifiers up.
    const parts = name.length > 1 && name.includes('+') ? name.split('+') : [name];
    const values = parts.map(keyValue);
    return keyActions([
      ...values.map((value) => ({ type: 'keyDown', value })),
      ...values.reverse().map((value) => ({ type: 'keyUp', value })),
    ]);
  };
  return {
    keyboard: {
      type: (text) =>
        keyActions(
          [...text].flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        ),
      press,
      down: (name) => keyActions([{ type: 'keyDown', value: keyValue(name) }]),
      up: (name) => keyActions([{ type: 'keyUp', value: keyValue(name) }]),
    },
    mouse: {
      move: (x, y) =>
        pointerActions([{ type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y) }]),
      down: ({ button = 'left' } = {}) =>
        pointerActions([{ type: 'pointerDown', button: BUTTONS[button] }]),
      up: ({ button = 'left' } = {}) =>
        pointerActions([{ type: 'pointerUp', button: BUTTONS[button] }]),
      click: (x, y, { button = 'left' } = {}) =>
        pointerActions([
          { type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y) },
          { type: 'pointerDown', button: BUTTONS[button] },
          { type: 'pointerUp', button: BUTTONS[button] },
        ]),
    },
    async setViewportSize({ width, height }) {
      const inner = () => driver().execute(() => [window.innerWidth, window.innerHeight]);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [w, h] = await inner();
        if (w === width && h === height) return;
        const rect = await driver().getWindowRect();
        await driver().setWindowRect(null, null, rect.width + width - w, rect.height + height - h);
      }
      const [w, h] = await inner();
      if (w !== width || h !== height) {
        throw new Error(`WebKit: viewport is ${w}×${h}, not the ${width}×${height} asked for`);
      }
    },
    emulateMedia() {
      throw new Error(
        'WebKit over WebDriver cannot emulate media features: use emulateMedia from tests/browser/helpers.ts',
      );
    },
  };
}

/** {@link WebdriverLauncher} whose keys, mouse and viewport go through {@link webdriverPage}. */
export class WebKitLauncher extends WebdriverLauncher {
  constructor(options) {
    super(options);
    // The commands take the Playwright path for this type and ask getPage() for the page object;
    // WebKitWebDriver runs one page (concurrency 1).
    this.type = 'playwright';
  }

  getPage() {
    return webdriverPage(this);
  }
}
