// Interfaces: Rust traits with methods and default implementations.

#ifndef DIALECTIC_INTERFACES_TD
#define DIALECTIC_INTERFACES_TD

class InterfaceMethod<string desc, string retTy, string methodName, dag args = (ins), code body = "", code defaultBodyArg = ""> {
  string description = desc;
  string returnType = retTy;
  string name = methodName;
  dag arguments = args;
  code methodBody = body;
  code defaultBody = defaultBodyArg;
}
class Interface<string name> {
  string description = "";
  string cppInterfaceName = name;
  list<InterfaceMethod> methods = [];
}
class OpInterface<string name> : Interface<name>, OpInterfaceTrait<name>;
class TypeInterface<string name> : Interface<name>;
class AttrInterface<string name> : Interface<name>;

#endif // DIALECTIC_INTERFACES_TD
