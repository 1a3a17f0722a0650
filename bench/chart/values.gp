# gnuplot's side of bench/chart/run: the log task's values as tend chart draws them, the mean
# of each month, on the dumb terminal at 80 columns.   gnuplot -c values.gp FILE
# FILE: one log entry a line, `at value` (at in Unix seconds), as measure.py series writes it.
set terminal dumb size 80,24
set title "Heart rate, monthly mean"
set ylabel "bpm"
set xlabel "month"
month(t) = tm_year(t) * 12 + tm_mon(t) + 1
set format x ""
plot ARG1 using (month($1)):2 smooth unique with linespoints title "Heart rate"
