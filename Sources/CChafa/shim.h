// chafa (libchafa-dev): turns pixels into sixel, kitty, iTerm2 or symbol (half-block) output.
#include <chafa.h>
