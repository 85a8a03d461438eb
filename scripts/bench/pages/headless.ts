// The bench's "core and its headless entry" page: a host that builds its own UI for every screen
// on core's logic and keeps every export of every public entry of @gatehouse-auth/core reachable.
import * as core from '@gatehouse-auth/core';
import * as forms from '@gatehouse-auth/core/forms';
import * as headless from '@gatehouse-auth/core/headless';
import * as stepUp from '@gatehouse-auth/core/step-up';

const exported = { ...core, ...forms, ...headless, ...stepUp };
document.body.dataset.exports = String(Object.keys(exported).length);
document.body.setAttribute('data-usable', '');
