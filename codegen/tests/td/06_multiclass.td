// Multiclasses and defm: NAME, paste, anonymous defs, defaults.
class Instr<string asm, int size> { string AsmString = asm; int Size = size; }

multiclass ArithOps<string mnemonic, int size = 4> {
  def rr : Instr<mnemonic # " $dst, $a, $b", size>;
  def ri : Instr<mnemonic # " $dst, $a, #imm", !add(size, 2)>;
  def NAME # _mem : Instr<mnemonic # " [mem]", 8>;
  def : Instr<"anonymous " # mnemonic, 0>;
}

defm ADD : ArithOps<"add">;
defm SUB : ArithOps<"sub", 2>;
defm : ArithOps<"xor">;

multiclass Pair<string a> {
  def _first : Instr<a # "1", 1>;
  def _second : Instr<NAME # "/" # a, 2>;
}
defm P : Pair<"p">;
