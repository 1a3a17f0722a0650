/* timerfd, which Swift's Glibc module does not import; the functions are in libc itself
   (static libc.a too), so nothing more is linked. */
#include <sys/timerfd.h>
