# A private desktop for the benchmarks, sourced by them: Xvfb, a session D-Bus bus that lets
# dbus-monitor watch, and dunst. The caller keeps a `pids` array and kills them on exit.
#
#   start_desktop DIR   # sets DISPLAY and DBUS_SESSION_BUS_ADDRESS; files go to DIR
start_desktop() {
    local dir=$1
    Xvfb -displayfd 1 -nolisten tcp >"$dir/display" 2>/dev/null & pids+=($!)
    for _ in $(seq 100); do [ -s "$dir/display" ] && break; sleep 0.05; done
    export DISPLAY=":$(cat "$dir/display")"
    cat >"$dir/bus.conf" <<'CONF'
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
</busconfig>
CONF
    dbus-daemon --config-file="$dir/bus.conf" --nofork --print-address=1 >"$dir/bus" 2>/dev/null & pids+=($!)
    for _ in $(seq 100); do [ -s "$dir/bus" ] && break; sleep 0.05; done
    export DBUS_SESSION_BUS_ADDRESS=$(head -1 "$dir/bus")
    printf '[global]\n    markup = full\n' >"$dir/dunstrc"
    dunst -config "$dir/dunstrc" >/dev/null 2>&1 & pids+=($!)
    for _ in $(seq 100); do dunstctl debug >/dev/null 2>&1 && break; sleep 0.05; done
    dunstctl debug >/dev/null 2>&1 || { echo "dunst did not start" >&2; return 1; }
}
