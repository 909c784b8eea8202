include "OpBase.td"

def Broken_Dialect : Dialect {
  let name = "broken"
}
