// include, with include guards making repeated includes harmless.
include "include/common.td"
include "include/types.td"
include "include/common.td"

def Test_Float : Type<Test_Dialect, "float">;
