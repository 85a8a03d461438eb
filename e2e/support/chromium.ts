export { chromiumArgs, chromiumPath, launchChromium } from '../../scripts/chromium.mjs';
