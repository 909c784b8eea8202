#ifndef TYPES_TD
#define TYPES_TD
include "include/common.td"

def Test_Dialect : Dialect<"test">;
def Test_Int : Type<Test_Dialect, "int">;
#endif
