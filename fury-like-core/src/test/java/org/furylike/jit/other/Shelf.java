package org.furylike.jit.other;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A public class whose private fields hold its own public member types, which generated source
 * names: a nestmate serializer must name them through the class's binary name.
 */
public final class Shelf {
  /** A member enum. */
  public enum Kind {
    BOOKS,
    TOOLS
  }

  /** A member class. */
  public static final class Label {
    private String text;

    /** A label with {@code text}. */
    public static Label of(String text) {
      Label l = new Label();
      l.text = text;
      return l;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Label && Objects.equals(text, ((Label) o).text);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(text);
    }
  }

  private Kind kind;
  private Label label;
  private List<Label> labels;

  /** A shelf with every field set. */
  public static Shelf sample() {
    Shelf s = new Shelf();
    s.kind = Kind.TOOLS;
    s.label = Label.of("top");
    s.labels = new ArrayList<>(List.of(Label.of("a"), Label.of("b")));
    return s;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Shelf)) {
      return false;
    }
    Shelf s = (Shelf) o;
    return kind == s.kind && Objects.equals(label, s.label) && Objects.equals(labels, s.labels);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, label);
  }
}
