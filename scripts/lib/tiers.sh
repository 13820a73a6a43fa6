# Timing for the test tiers, sourced by `npm test` (scripts/test.sh) and .ci/run.
# `timed NAME COMMAND...` runs a command, keeps its output in .ci/logs/NAME.log and records its
# wall and CPU seconds; `tier_table` prints them. CPU time is the figure to compare between runs:
# the 2-core machines CI runs on are often shared, which stretches wall time but not CPU time.
# The CPU time is that of every process the tier started, counted by a cgroup of its own where
# the machine lets us make one (cgroup v1 cpuacct, as root); elsewhere user + system of the
# processes it waited for, which leaves out what they did not wait for (the end-to-end tier's
# browsers and servers: there it reads about half).
# `timed --quiet` shows the output only when the command fails (for tiers run side by side, whose
# output would interleave); otherwise it streams.

CI_LOGS="${CI_LOGS:-.ci/logs}"
mkdir -p "$CI_LOGS"
CI_TIMES="$CI_LOGS/times"
# A run that sources this inside another (npm test inside .ci/run) adds to the same record.
if [ "${TIERS_NESTED:-0}" != 1 ]; then : >"$CI_TIMES"; fi

CPUACCT=/sys/fs/cgroup/cpuacct

# Runs a command in the cgroup $1 (none when empty), in a subshell that moves itself there first.
in_cgroup() {
  local group=$1
  shift
  (
    if [ -n "$group" ]; then echo "$BASHPID" >"$group/tasks" 2>/dev/null || true; fi
    exec "$@"
  )
}

timed() {
  local quiet=0 name status=0 report wall user system group="" cpu="-"
  if [ "$1" = "--quiet" ]; then
    quiet=1
    shift
  fi
  name=$1
  shift
  report=$(mktemp)
  local candidate="$CPUACCT/tier-$name-$$-$RANDOM"
  if [ -w "$CPUACCT" ] && mkdir "$candidate" 2>/dev/null; then group=$candidate; fi
  local TIMEFORMAT="%R %U %S"
  if [ "$quiet" -eq 1 ]; then
    { time in_cgroup "$group" "$@" >"$CI_LOGS/$name.log" 2>&1; } 2>"$report" || status=$?
  else
    { time in_cgroup "$group" "$@" 2>&1 | tee "$CI_LOGS/$name.log"; } 2>"$report" || status=$?
  fi
  read -r wall user system <"$report"
  rm -f "$report"
  if [ -n "$group" ]; then
    cpu=$(awk '{ printf "%.3f", $1 / 1e9 }' "$group/cpuacct.usage")
    rmdir "$group" 2>/dev/null || true
  fi
  echo "$name $wall $user $system $status $cpu" >>"$CI_TIMES"
  if [ "$status" -ne 0 ]; then
    echo "--- $name failed (exit $status) after ${wall}s"
    [ "$quiet" -eq 1 ] && cat "$CI_LOGS/$name.log"
  else
    echo "--- $name passed in ${wall}s"
  fi
  return "$status"
}

# Waits for tiers started in the background (by process id); fails when any of them failed.
wait_all() {
  local failed=0 pid
  for pid in "$@"; do wait "$pid" || failed=1; done
  return "$failed"
}

tier_table() {
  printf '\n%-12s %9s %9s  %s\n' tier "wall (s)" "CPU (s)" result
  awk '{
    used = ($6 != "" && $6 != "-") ? $6 : $3 + $4
    printf "%-12s %9.0f %9.0f  %s\n", $1, $2, used, ($5 == 0 ? "passed" : "failed (" $5 ")")
    cpu += used
  } END { printf "%-12s %9s %9.0f\n", "all tiers", "", cpu }' "$CI_TIMES"
}
