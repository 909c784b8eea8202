// Interfaces: Rust traits with methods and default implementations.
//
// An op interface method takes `&self` (the op), `ctx: &Context` and
// `ir: &Ir` (`&mut Ir` for a `MutatingInterfaceMethod`), then its `(ins)`
// arguments; a type (attribute) interface method takes `&self`,
// `ctx: &Context` and `ty: Type` (`attr: Attribute`), then its arguments.
// A body is Rust. In an op interface, `$_op` (or `$_self`) is the concrete
// op: a body using it (or `Self`) is generated in each op's `impl`; a body
// that does not is the trait's default implementation, where `self` is the
// op through the interface (`self.op_id()`, the interface's methods). In a
// type or attribute interface, `$_type`, `$_attr` and `$_self` are the
// type or attribute; a body using `Self` (the definition's Rust type, for
// its parameters: `Self::width(ctx, $_type)`) is generated in each
// definition's `impl`, any other is the trait's default.

#ifndef DIALECTIC_INTERFACES_TD
#define DIALECTIC_INTERFACES_TD

class InterfaceMethod<string desc, string retTy, string methodName, dag args = (ins), code body = "", code defaultBodyArg = ""> {
  string description = desc;
  string returnType = retTy;
  string name = methodName;
  dag arguments = args;
  code methodBody = body;
  code defaultBody = defaultBodyArg;
  // The method changes the IR: it takes `ir: &mut Ir` (op interfaces).
  bit mutatesIr = 0;
}
// An op interface method that changes the IR.
class MutatingInterfaceMethod<string desc, string retTy, string methodName, dag args = (ins), code body = "", code defaultBodyArg = "">
    : InterfaceMethod<desc, retTy, methodName, args, body, defaultBodyArg> {
  let mutatesIr = 1;
}
class Interface<string name> {
  string description = "";
  string cppInterfaceName = name;
  // The Rust module the trait is generated in, as code elsewhere names it
  // (`dialectic::interfaces`). Needed when ops, types or attributes of
  // another `.td` file implement the interface; empty: the module of the
  // `dialect!` of the file defining it.
  string rustModule = "";
  list<InterfaceMethod> methods = [];
}
class OpInterface<string name> : Interface<name>, OpInterfaceTrait<name>;
class TypeInterface<string name> : Interface<name>, TypeInterfaceTrait<name>;
class AttrInterface<string name> : Interface<name>, AttrInterfaceTrait<name>;
// An interface of a dialect as a whole (MLIR's `DialectInterface`): its
// methods take `&self`, `ctx: &Context` and `ir: &Ir` (`&mut Ir` for a
// `MutatingInterfaceMethod`), then their arguments; a body is the trait's
// default. A dialect lists the ones it implements in its `interfaces`, and
// its module implements them for the unit struct named after the dialect's
// record without `_` (`Func_Dialect`: `FuncDialect`).
class DialectInterface<string name> : Interface<name>;

#endif // DIALECTIC_INTERFACES_TD
