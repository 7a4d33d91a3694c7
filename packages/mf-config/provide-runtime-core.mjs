// The shell's federation runtime plugin that puts the runtime core's exports listed in
// runtime-core-exports.js on the page for the remotes (built with experiments.externalRuntime). Named
// imports, not `import *`, so the shell's build keeps only these, which its own runtime uses already.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

// The global a remote's external '@module-federation/runtime-core' reads (the enhanced plugin's choice).
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCore() {
  return {
    name: 'koinonia-provide-runtime-core',
    // beforeInit of the shell's own instance: before any remoteEntry.js can run.
    beforeInit(args) {
      if (!CurrentGlobal[GLOBAL_NAME]) CurrentGlobal[GLOBAL_NAME] = {
        CurrentGlobal,
        Module,
        ModuleFederation,
        assert,
        getGlobalFederationConstructor,
        getRemoteEntry,
        getRemoteInfo,
        helpers,
        loadScript,
        loadScriptNode,
        registerGlobalPlugins,
        satisfy,
        setGlobalFederationConstructor,
        setGlobalFederationInstance,
      };
      return args;
    },
  };
}
