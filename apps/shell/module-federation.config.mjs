// The host knows remotes by name only: their manifests come from /remotes.json at boot, never from the build.
export default { name: 'shell' };
