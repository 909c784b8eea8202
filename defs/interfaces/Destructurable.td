// The destructuring interfaces (MLIR 19's `MemorySlotInterfaces.td`, the
// part `sroa` uses): an allocation of an aggregate whose fields can live in
// allocations of their own, the accessors that can be pointed at a field's
// allocation instead, and the ops that only access a slot within its
// bounds. A field is named by an index attribute (an `i32` integer for the
// LLVM dialect's structs and arrays). The types the methods take are in
// `dialectic::interfaces::destructurable` (src/interfaces/destructurable.rs).

#ifndef DIALECTIC_INTERFACES_DESTRUCTURABLE_TD
#define DIALECTIC_INTERFACES_DESTRUCTURABLE_TD

include "OpBase.td"

let rustModule = "dialectic::interfaces::destructurable" in {

def DestructurableAllocationOpInterface : OpInterface<"DestructurableAllocationOpInterface"> {
  let description = [{
    An op allocating memory slots of aggregates that `sroa` may split into
    one allocation per field used.
  }];
  let methods = [
    InterfaceMethod<"The slots that may be split, with the type of each field.",
                    "Vec<dialectic::interfaces::destructurable::DestructurableMemorySlot>",
                    "destructurable_slots">,
    MutatingInterfaceMethod<[{
      Allocates the fields of `slot` listed in `used_indices`, at `at`;
      returns the new slot of each, and the new allocations (to destructure
      in turn).
    }], "(Vec<(dialectic::Attribute, dialectic::interfaces::promotable::MemorySlot)>, Vec<dialectic::OpId>)",
                    "destructure",
                    (ins "&dialectic::interfaces::destructurable::DestructurableMemorySlot":$slot,
                         "&[dialectic::Attribute]":$used_indices,
                         "dialectic::storage::builder::InsertionPoint":$at)>,
    MutatingInterfaceMethod<[{
      Called once no use of the slot is left; may erase the op, and returns
      a new allocation to destructure in turn, if it makes one.
    }], "Option<dialectic::OpId>", "handle_destructuring_complete",
                    (ins "&dialectic::interfaces::destructurable::DestructurableMemorySlot":$slot)>,
  ];
}

def SafeMemorySlotAccessOpInterface : OpInterface<"SafeMemorySlotAccessOpInterface"> {
  let description = [{
    An op that accesses a slot only within its bounds (so splitting the
    slot keeps it correct); the slots of its results that must be used so
    as well are pushed on `must_be_safely_used`.
  }];
  let methods = [
    InterfaceMethod<"Whether the op accesses `slot` only within its bounds.", "bool",
                    "ensure_only_safe_accesses",
                    (ins "&dialectic::interfaces::promotable::MemorySlot":$slot,
                         "&mut Vec<dialectic::interfaces::promotable::MemorySlot>":$must_be_safely_used,
                         "&dialectic::interfaces::promotable::DataLayout":$layout)>,
  ];
}

def DestructurableAccessorOpInterface : OpInterface<"DestructurableAccessorOpInterface"> {
  let description = [{
    An op accessing a slot that can instead access the allocations of the
    slot's fields.
  }];
  let methods = [
    InterfaceMethod<[{
      Whether the op can be rewired onto the fields' allocations; pushes the
      fields it accesses on `used_indices` (once each) and the slots its
      results must access safely on `must_be_safely_used`.
    }], "bool", "can_rewire",
                    (ins "&dialectic::interfaces::destructurable::DestructurableMemorySlot":$slot,
                         "&mut Vec<dialectic::Attribute>":$used_indices,
                         "&mut Vec<dialectic::interfaces::promotable::MemorySlot>":$must_be_safely_used,
                         "&dialectic::interfaces::promotable::DataLayout":$layout)>,
    MutatingInterfaceMethod<[{
      Rewires the op onto the fields' slots (ops built go to `at`, just after
      the op); says whether the op is to be erased.
    }], "dialectic::interfaces::promotable::DeletionKind", "rewire",
                    (ins "&dialectic::interfaces::destructurable::DestructurableMemorySlot":$slot,
                         "&[(dialectic::Attribute, dialectic::interfaces::promotable::MemorySlot)]":$subslots,
                         "dialectic::storage::builder::InsertionPoint":$at,
                         "&dialectic::interfaces::promotable::DataLayout":$layout)>,
  ];
}

} // rustModule

#endif // DIALECTIC_INTERFACES_DESTRUCTURABLE_TD
