/* The floor of a process in bench/today/sizes: a static C program that prints one line. What
 * a command spends above it is its own work and its runtime's start. */
#include <stdio.h>

int main(void) {
    puts("hello");
    return 0;
}
