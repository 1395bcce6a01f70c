/// Documents that attack XML parsers, shared by the parser's hostile-input tests and the
/// hostile ad servers of the end-to-end tests.
public enum HostileDocuments {
  /// Nine levels of entities expanding to a billion `lol`s.
  public static let billionLaughs = """
    <?xml version="1.0"?>
    <!DOCTYPE lolz [
      <!ENTITY lol "lol">
      <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
      <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
      <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
      <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
      <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
      <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
      <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
      <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
    ]>
    <VAST version="3.0"><Ad><InLine><AdSystem>S</AdSystem><AdTitle>&lol9;</AdTitle></InLine></Ad></VAST>
    """

  /// An external entity reading `/etc/passwd` (XXE).
  public static let externalEntity = """
    <?xml version="1.0"?>
    <!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>
    <VAST version="3.0"><Ad id="&e;"><InLine><AdSystem>S</AdSystem><AdTitle>&e;</AdTitle>\
    </InLine></Ad></VAST>
    """
}
