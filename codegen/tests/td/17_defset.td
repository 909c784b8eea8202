// defset collects the defs of its body into a global list.
class Reg<int n> { int num = n; }
class Special { bit special = 1; }

defset list<Reg> AllRegs = {
  def R0 : Reg<0>;
  def R1 : Reg<1>;
  foreach i = [2, 3] in
    def R # i : Reg<i>;
  defset list<Reg> SpecialRegs = {
    def SP : Reg<31>, Special;
    def LR : Reg<30>, Special;
  }
}

def RegInfo {
  list<Reg> regs = AllRegs;
  list<Reg> special = SpecialRegs;
  int count = !size(AllRegs);
  list<int> nums = !foreach(r, AllRegs, r.num);
}
