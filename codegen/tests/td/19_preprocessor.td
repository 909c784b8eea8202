// Preprocessor directives and nested comments.
#ifndef PREPROCESSOR_TEST
#define PREPROCESSOR_TEST

/* A /* nested */ comment. */
#define FEATURE_A

#ifdef FEATURE_A
def HasA;
#else
def NoA;
#endif

#ifdef FEATURE_B
def HasB;
#ifdef FEATURE_A
def HasBoth;
#endif
#else // no FEATURE_B
def NoB;
#endif

#ifndef FEATURE_C
  #ifdef FEATURE_A
def NotCButA;
  #endif
#endif

#endif // PREPROCESSOR_TEST
