// A remote's own page: the federation runtime's core, where the remote's entry looks for it (see federation-runtime.cjs).
import * as core from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= core;
