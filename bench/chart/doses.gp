# gnuplot's side of bench/chart/run: the doses done in each month of the 1M plan's year, as
# bars on the dumb terminal at 80 columns.   gnuplot -c doses.gp FILE
# FILE: one outcome a line, the start of its occurrence in Unix seconds (measure.py series).
set terminal dumb size 80,24
set title "All tasks, doses done per month"
set xlabel "month"
month(t) = tm_year(t) * 12 + tm_mon(t) + 1
set format x ""
plot ARG1 using (month($1)):(1) smooth frequency with boxes title "Doses done"
