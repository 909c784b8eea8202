// The # paste operator in names and values.
class C<string s> { string str = s; }
defvar sep = "_";
def A # B;
def X # 1 # sep # Y;
def Trailing # : C<"trailing">;
def "quoted" # Name;
foreach i = [1, 2] in {
  def P # i # Q;
  def !strconcat("S", !cast<string>(i));
}
multiclass Names<string base> {
  def NAME;
  def NAME # Suffix;
  def Prefix # NAME;
  def Mid # NAME # End : C<base # NAME>;
}
defm Outer : Names<"b">;
def Values {
  string a = "x" # "y";
  string b = "n" # 42;
  string c = "bit" # 1;
  list<int> d = [1] # [2, 3];
  string e = C<"inner">.str # "!";
}
