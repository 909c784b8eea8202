// The memory-slot interfaces (MLIR 19's `MemorySlotInterfaces.td`): what
// `mem2reg` asks of an allocation and of the ops that use the slot it
// allocates. A slot is a pointer value and the type of what it holds
// (`MemorySlot`); a use the promotion must remove is a "blocking use", an
// operand slot (`OperandId`) that names the slot pointer or a value derived
// from it. Method names are Rust's; the types their methods use are in
// `dialectic::interfaces::promotable` (src/interfaces/promotable.rs).
//
// Methods that build ops insert them where the pass puts the insertion
// point (the `at` argument), as MLIR's take an `OpBuilder` set there.

#ifndef DIALECTIC_INTERFACES_MEMORY_SLOT_TD
#define DIALECTIC_INTERFACES_MEMORY_SLOT_TD

include "OpBase.td"

let rustModule = "dialectic::interfaces::promotable" in {

def PromotableAllocationOpInterface : OpInterface<"PromotableAllocationOpInterface"> {
  let description = [{
    An op allocating memory slots whose content `mem2reg` may turn into SSA
    values, when every use of the slot can be removed.
  }];
  let methods = [
    InterfaceMethod<"The slots the op allocates that may be promoted.",
                    "Vec<dialectic::interfaces::promotable::MemorySlot>", "promotable_slots">,
    MutatingInterfaceMethod<[{
      Builds, at `at`, the value the slot holds before anything is stored in
      it, and returns it.
    }], "dialectic::Value", "default_value",
                    (ins "&dialectic::interfaces::promotable::MemorySlot":$slot,
                         "dialectic::storage::builder::InsertionPoint":$at)>,
    MutatingInterfaceMethod<[{
      Called when `argument` is added to a block to carry the slot's content
      on entry (a merge point); ops built go to `at`, the block's start.
    }], "()", "handle_block_argument",
                    (ins "&dialectic::interfaces::promotable::MemorySlot":$slot,
                         "dialectic::Value":$argument,
                         "dialectic::storage::builder::InsertionPoint":$at)>,
    MutatingInterfaceMethod<[{
      Called once the slot is promoted (none of its uses is left), with the
      default value if one was built; may erase the op, and returns a new
      allocation op to promote in turn, if it makes one.
    }], "Option<dialectic::OpId>", "handle_promotion_complete",
                    (ins "&dialectic::interfaces::promotable::MemorySlot":$slot,
                         "Option<dialectic::Value>":$default_value)>,
  ];
}

def PromotableMemOpInterface : OpInterface<"PromotableMemOpInterface"> {
  let description = [{
    An op that reads or writes a memory slot (a load, a store, a memory
    intrinsic) and can be replaced by SSA values once the slot's content is
    known where it runs.
  }];
  let methods = [
    InterfaceMethod<"Whether the op reads the content of `slot`.", "bool", "loads_from",
                    (ins "&dialectic::interfaces::promotable::MemorySlot":$slot)>,
    InterfaceMethod<"Whether the op writes the content of `slot`.", "bool", "stores_to",
                    (ins "&dialectic::interfaces::promotable::MemorySlot":$slot)>,
    MutatingInterfaceMethod<[{
      The content of `slot` after the op, which writes it, given the content
      before (`reaching_def`); ops it needs are built at `at` (just after the
      op).
    }], "dialectic::Value", "stored",
                    (ins "&dialectic::interfaces::promotable::MemorySlot":$slot,
                         "dialectic::storage::builder::InsertionPoint":$at,
                         "dialectic::Value":$reaching_def,
                         "&dialectic::interfaces::promotable::DataLayout":$layout)>,
    InterfaceMethod<[{
      Whether the op can stop using the slot through `blocking_uses`; the
      uses of its own results that must then go too are pushed on
      `new_blocking_uses`.
    }], "bool", "can_uses_be_removed",
                    (ins "&dialectic::interfaces::promotable::MemorySlot":$slot,
                         "&[dialectic::op_support::OperandId]":$blocking_uses,
                         "&mut Vec<dialectic::op_support::OperandId>":$new_blocking_uses,
                         "&dialectic::interfaces::promotable::DataLayout":$layout)>,
    MutatingInterfaceMethod<[{
      Removes the blocking uses, the slot holding `reaching_def` where the
      op runs; ops built go just after the op. Says whether the op is to be
      erased (the pass erases it once every op is rewritten).
    }], "dialectic::interfaces::promotable::DeletionKind", "remove_blocking_uses",
                    (ins "&dialectic::interfaces::promotable::MemorySlot":$slot,
                         "&[dialectic::op_support::OperandId]":$blocking_uses,
                         "dialectic::Value":$reaching_def,
                         "&dialectic::interfaces::promotable::DataLayout":$layout)>,
  ];
}

def PromotableOpInterface : OpInterface<"PromotableOpInterface"> {
  let description = [{
    An op using a slot pointer (or a value derived from it) without reading
    or writing the slot (a cast, a debug declaration, a lifetime marker),
    which can drop those uses.
  }];
  let methods = [
    InterfaceMethod<[{
      Whether the op can stop using the values of `blocking_uses`; the uses
      of its own results that must then go too are pushed on
      `new_blocking_uses`.
    }], "bool", "can_uses_be_removed",
                    (ins "&[dialectic::op_support::OperandId]":$blocking_uses,
                         "&mut Vec<dialectic::op_support::OperandId>":$new_blocking_uses,
                         "&dialectic::interfaces::promotable::DataLayout":$layout)>,
    MutatingInterfaceMethod<[{
      Removes the blocking uses (ops built go to `at`, just after the op);
      says whether the op is to be erased.
    }], "dialectic::interfaces::promotable::DeletionKind", "remove_blocking_uses",
                    (ins "&[dialectic::op_support::OperandId]":$blocking_uses,
                         "dialectic::storage::builder::InsertionPoint":$at)>,
    InterfaceMethod<[{
      Whether the op wants to see, once the uses are removed, every value
      that was stored into the slot (`visit_replaced_values`).
    }], "bool", "requires_replaced_values", (ins), "", [{ false }]>,
    MutatingInterfaceMethod<[{
      Called with each op that wrote the slot and the slot's content after
      it, in the order the pass rewrote them.
    }], "()", "visit_replaced_values",
                    (ins "&[(dialectic::OpId, dialectic::Value)]":$definitions), "",
                    [{ let _ = definitions; }]>,
  ];
}

} // rustModule

#endif // DIALECTIC_INTERFACES_MEMORY_SLOT_TD
