package org.furylike.compat;

import static org.furylike.compat.CompatModel.BOOLEAN;
import static org.furylike.compat.CompatModel.BOOLEAN_BOXED;
import static org.furylike.compat.CompatModel.BYTE;
import static org.furylike.compat.CompatModel.CHAR;
import static org.furylike.compat.CompatModel.CHAR_BOXED;
import static org.furylike.compat.CompatModel.DOUBLE;
import static org.furylike.compat.CompatModel.FLOAT;
import static org.furylike.compat.CompatModel.FLOAT_BOXED;
import static org.furylike.compat.CompatModel.INT;
import static org.furylike.compat.CompatModel.INTEGER;
import static org.furylike.compat.CompatModel.LONG;
import static org.furylike.compat.CompatModel.LONG_BOXED;
import static org.furylike.compat.CompatModel.NO_INIT;
import static org.furylike.compat.CompatModel.OBJECT;
import static org.furylike.compat.CompatModel.SHORT;
import static org.furylike.compat.CompatModel.STRING;
import static org.furylike.compat.CompatModel.arr;
import static org.furylike.compat.CompatModel.array;
import static org.furylike.compat.CompatModel.list;
import static org.furylike.compat.CompatModel.listOf;
import static org.furylike.compat.CompatModel.map;
import static org.furylike.compat.CompatModel.mapOf;
import static org.furylike.compat.CompatModel.obj;
import static org.furylike.compat.CompatModel.ref;
import static org.furylike.compat.CompatModel.shared;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.furylike.compat.CompatModel.Back;
import org.furylike.compat.CompatModel.ClassSpec;
import org.furylike.compat.CompatModel.En;
import org.furylike.compat.CompatModel.Field;
import org.furylike.compat.CompatModel.Kind;
import org.furylike.compat.CompatModel.Obj;
import org.furylike.compat.CompatModel.Type;
import org.furylike.compat.CompatModel.Version;

/**
 * The five versions of the classes in the compatibility matrix. Each field is one table row: its
 * declared type in v1..v5 (null where the version does not have it), the value a writer of that
 * version sets, and its initializer. Fields of even versions are declared in reverse order.
 */
final class CompatVersions {
  private CompatVersions() {}

  static final int COUNT = 5;

  /** Registration ids: the same in every version that has the class. */
  static final Map<String, Integer> IDS =
      ids(
          "Sentinel",
          100,
          "Flat",
          101,
          "Order",
          110,
          "Customer",
          111,
          "Address",
          112,
          "Geo",
          113,
          "Gone",
          114,
          "Catalog",
          120,
          "Item",
          121,
          "Tag",
          122,
          "Extra",
          123,
          "Base",
          130,
          "Middle",
          131,
          "Leaf",
          132,
          "Shape",
          140,
          "Point",
          141,
          "Palette",
          150,
          "Color",
          151,
          "Shade",
          152);

  /** One family of the matrix: a root class and the object written for it. */
  record Family(String title, Obj root) {}

  static final List<Family> FAMILIES =
      List.of(
          new Family("flat POJO", rootOf("Flat")),
          new Family("nested graph", rootOf("Order")),
          new Family("collections and maps", rootOf("Catalog")),
          new Family("inheritance chain", rootOf("Leaf")),
          new Family("record", rootOf("Shape")),
          new Family("enums", rootOf("Palette")));

  /** The object written after every matrix object, which must always arrive intact. */
  static final Obj SENTINEL = obj("Sentinel", 0);

  private static Obj rootOf(String cls) {
    return shared(cls, "root");
  }

  private static Map<String, Integer> ids(Object... kv) {
    Map<String, Integer> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put((String) kv[i], (Integer) kv[i + 1]);
    }
    return m;
  }

  /** The element of {@code byVersion} for version {@code v} (1-based). */
  @SafeVarargs
  static <T> T per(int v, T... byVersion) {
    if (byVersion.length != COUNT) {
      throw new IllegalArgumentException("one entry per version expected");
    }
    return byVersion[v - 1];
  }

  /** Version {@code v} of every class. */
  static Version version(int v) {
    Map<String, ClassSpec> classes = new LinkedHashMap<>();
    sentinel(v, classes);
    flat(v, classes);
    graph(v, classes);
    collections(v, classes);
    inheritance(v, classes);
    records(v, classes);
    enums(v, classes);
    return new Version(v, classes);
  }

  /** Collects one class's fields. */
  private static final class ClassBuilder {
    final int v;
    final String name;
    final Kind kind;
    final String superName;
    final List<Field> fields = new ArrayList<>();

    ClassBuilder(int v, String name, Kind kind, String superName) {
      this.v = v;
      this.name = name;
      this.kind = kind;
      this.superName = superName;
    }

    /** A field of this version, unless {@code type} is null. */
    ClassBuilder field(String field, Type type, Object sample, Object init) {
      if (type != null) {
        fields.add(
            new Field(
                field,
                type,
                CompatModel.coerce(sample, type),
                init == NO_INIT ? NO_INIT : CompatModel.coerce(init, type)));
      }
      return this;
    }

    void into(Map<String, ClassSpec> classes) {
      List<Field> declared = new ArrayList<>(fields);
      if (v % 2 == 0) {
        java.util.Collections.reverse(declared);
      }
      classes.put(name, new ClassSpec(name, kind, superName, List.copyOf(declared), List.of()));
    }
  }

  private static ClassBuilder cls(int v, String name, Kind kind, String superName) {
    return new ClassBuilder(v, name, kind, superName);
  }

  private static void enumeration(
      String name, List<String> constants, Map<String, ClassSpec> classes) {
    classes.put(name, new ClassSpec(name, Kind.ENUM, null, List.of(), constants));
  }

  // ------------------------------------------------------------------ the tables

  private static void sentinel(int v, Map<String, ClassSpec> classes) {
    cls(v, "Sentinel", Kind.FINAL_CLASS, null)
        .field("a", INT, 1_234_567, NO_INIT)
        .field("s", STRING, "sentinel \u00e9\u4e2d\ud83d\ude00", NO_INIT)
        .field("longs", array(LONG), arr(1L, -1L, Long.MAX_VALUE, Long.MIN_VALUE), NO_INIT)
        .field("names", list(STRING), listOf("x", null, "y"), NO_INIT)
        .field("d", DOUBLE, -0.5, NO_INIT)
        .into(classes);
  }

  /** Added, removed and re-added fields; boxed/primitive; widening and lossless narrowing. */
  private static void flat(int v, Map<String, ClassSpec> classes) {
    cls(v, "Flat", Kind.CLASS, null)
        .field("id", per(v, INT, LONG, LONG, LONG_BOXED, INT), 42, NO_INIT)
        .field("name", per(v, STRING, STRING, STRING, null, STRING), "flat", "unnamed")
        .field("score", per(v, INTEGER, INT, INT, INTEGER, LONG), per(v, 7, 7, 7, null, 7), -1)
        .field("ratio", per(v, FLOAT, FLOAT, DOUBLE, DOUBLE, FLOAT_BOXED), 1.5, 0.25)
        .field("big", per(v, LONG, LONG_BOXED, LONG, null, DOUBLE), 5_000_000_000L, NO_INIT)
        .field("small", per(v, SHORT, null, null, null, INT), 3, 11)
        .field("flag", per(v, BOOLEAN, BOOLEAN, BOOLEAN_BOXED, BOOLEAN, BOOLEAN), true, NO_INIT)
        .field("added", per(v, null, STRING, STRING, STRING, null), "added", "added-default")
        .field("initial", per(v, null, null, CHAR, CHAR_BOXED, CHAR), 'q', 'z')
        .field("tiny", per(v, null, null, null, BYTE, SHORT), -5, 9)
        .into(classes);
  }

  /**
   * Order -> Customer -> Address -> Geo, a cycle back to the order, one address shared by three
   * fields, and an attachment (referenced twice) of a class (Gone) only v2 and v3 have. The
   * attachment is written before the other fields and holds the first occurrence of the shared
   * address and a reference back to the order, so references inside skipped data must still count.
   * Address is not final in v4 (fields of its type then carry class info); Geo exists only in v3
   * (held in an Object field) and v5 (an exact field).
   */
  private static void graph(int v, Map<String, ClassSpec> classes) {
    Type address = ref("Address");
    cls(v, "Order", Kind.CLASS, null)
        .field("id", STRING, "order-1", NO_INIT)
        .field(
            "aux",
            OBJECT,
            per(v, "note", shared("Gone", "gone"), shared("Gone", "gone"), 17, null),
            NO_INIT)
        .field(
            "auxAgain",
            OBJECT,
            per(v, null, shared("Gone", "gone"), shared("Gone", "gone"), null, null),
            NO_INIT)
        .field("customer", ref("Customer"), obj("Customer", 0), NO_INIT)
        .field("shipTo", address, shared("Address", "addr"), NO_INIT)
        .field(
            "billTo",
            per(v, address, address, address, null, address),
            shared("Address", "addr"),
            NO_INIT)
        .field("priority", per(v, INT, LONG, LONG, LONG, INTEGER), 3, 1)
        .field(
            "spots",
            per(v, null, null, list(OBJECT), list(OBJECT), list(ref("Geo"))),
            per(
                v,
                null,
                null,
                listOf(obj("Geo", 2), obj("Geo", 3)),
                listOf((Object) null),
                listOf(obj("Geo", 2), null, obj("Geo", 3))),
            NO_INIT)
        .into(classes);
    cls(v, "Customer", Kind.CLASS, null)
        .field("name", STRING, "cust", NO_INIT)
        .field("home", address, obj("Address", 1), NO_INIT)
        .field("tier", per(v, INT, INT, LONG, LONG, LONG), 2, 1)
        .field(
            "lastOrder",
            per(v, ref("Order"), ref("Order"), ref("Order"), null, ref("Order")),
            new Back("root"),
            NO_INIT)
        .into(classes);
    cls(v, "Address", v == 4 ? Kind.CLASS : Kind.FINAL_CLASS, null)
        .field("city", STRING, "Paris", NO_INIT)
        .field("zip", per(v, INT, INT, null, LONG, INTEGER), 75001, NO_INIT)
        .field("street", per(v, null, STRING, STRING, STRING, STRING), "Main St", "unknown")
        .field("geo", per(v, null, null, OBJECT, null, ref("Geo")), obj("Geo", 0), NO_INIT)
        .into(classes);
    if (v == 3 || v == 5) {
      cls(v, "Geo", Kind.FINAL_CLASS, null)
          .field("lat", per(v, null, null, FLOAT, null, DOUBLE), 48.5, NO_INIT)
          .field("lon", per(v, null, null, FLOAT, null, DOUBLE), 2.25, NO_INIT)
          .field("precision", per(v, null, null, null, null, INT), 6, 3)
          .into(classes);
    }
    if (v == 2 || v == 3) {
      cls(v, "Gone", Kind.CLASS, null)
          .field("s", STRING, "gone", NO_INIT)
          .field("data", array(INT), arr(1, 2, 3), NO_INIT)
          .field("where", address, shared("Address", "addr"), NO_INIT)
          .field("more", per(v, null, null, STRING, null, null), "more", "m")
          .field("owner", ref("Order"), new Back("root"), NO_INIT)
          .into(classes);
    }
  }

  /**
   * A nested class changing as a List element, Map value and array element (exact and polymorphic;
   * Tag becomes final in v5).
   */
  private static void collections(int v, Map<String, ClassSpec> classes) {
    Type item = ref("Item");
    Type tag = ref("Tag");
    cls(v, "Catalog", Kind.CLASS, null)
        .field("name", STRING, "catalog", NO_INIT)
        .field("items", list(item), listOf(obj("Item", 1), null, obj("Item", 2)), NO_INIT)
        .field("byCode", map(item), mapOf("a", obj("Item", 3), "b", obj("Item", 4)), NO_INIT)
        .field(
            "featured",
            per(v, array(item), array(item), array(item), null, array(item)),
            arr(obj("Item", 5), null, obj("Item", 6)),
            NO_INIT)
        .field("tags", list(tag), listOf(obj("Tag", 1), obj("Tag", 2)), NO_INIT)
        .field(
            "tagArray",
            per(v, null, null, array(tag), array(tag), array(tag)),
            arr(obj("Tag", 3), obj("Tag", 4)),
            NO_INIT)
        .field(
            "misc",
            list(OBJECT),
            per(
                v,
                listOf("x", 5),
                listOf("x", 5),
                listOf("x", obj("Extra", 0), 5),
                listOf(obj("Extra", 1), "y"),
                listOf("z")),
            NO_INIT)
        .field(
            "groups",
            per(v, null, null, null, map(list(item)), map(list(item))),
            mapOf("g", listOf(obj("Item", 7), obj("Item", 8))),
            NO_INIT)
        .field("counts", map(INTEGER), mapOf("one", 1, "two", 2), NO_INIT)
        .field("anything", OBJECT, listOf(obj("Item", 9), obj("Tag", 5)), NO_INIT)
        .field(
            "itemGrid",
            per(v, null, null, array(array(item)), array(array(item)), array(array(item))),
            arr(arr(obj("Item", 10), obj("Item", 11)), null, arr()),
            NO_INIT)
        .field(
            "tagGrid",
            per(v, null, null, array(array(tag)), array(array(tag)), array(array(tag))),
            arr(arr(obj("Tag", 6)), arr(null, obj("Tag", 7))),
            NO_INIT)
        .into(classes);
    cls(v, "Item", Kind.FINAL_CLASS, null)
        .field("code", STRING, "item", NO_INIT)
        .field("qty", per(v, INT, LONG, LONG, INTEGER, INT), 10, NO_INIT)
        .field("price", per(v, DOUBLE, DOUBLE, DOUBLE, null, DOUBLE), 9.75, 1.0)
        .field("note", per(v, null, null, STRING, STRING, STRING), "note", "n/a")
        .into(classes);
    cls(v, "Tag", v == 5 ? Kind.FINAL_CLASS : Kind.CLASS, null)
        .field("label", STRING, "tag", NO_INIT)
        .field("weight", per(v, null, INT, INT, LONG, INT), 3, 1)
        .into(classes);
    if (v == 3 || v == 4) {
      cls(v, "Extra", Kind.FINAL_CLASS, null)
          .field("what", STRING, "extra", NO_INIT)
          .field("level", per(v, null, null, null, INT, null), 2, NO_INIT)
          .into(classes);
    }
  }

  /**
   * Base -> Middle -> Leaf. The parent gains and loses fields, Middle disappears in v4, count moves
   * from Leaf to Middle and back, tag moves from Base to Leaf, and v5 has tag in both (hidden).
   */
  private static void inheritance(int v, Map<String, ClassSpec> classes) {
    cls(v, "Base", Kind.CLASS, null)
        .field("id", per(v, INT, INT, INT, LONG, INT), 100, NO_INIT)
        .field("tag", per(v, STRING, STRING, null, null, STRING), "base-tag", "base-default")
        .field("baseNote", per(v, null, STRING, STRING, null, STRING), "base-note", "b")
        .into(classes);
    if (v != 4) {
      cls(v, "Middle", Kind.CLASS, "Base")
          .field("mid", STRING, "mid", "m")
          .field("count", per(v, null, LONG, LONG, null, null), 77, NO_INIT)
          .into(classes);
    }
    cls(v, "Leaf", Kind.CLASS, v == 4 ? "Base" : "Middle")
        .field("leaf", STRING, "leaf", NO_INIT)
        .field("count", per(v, LONG, null, null, LONG, LONG_BOXED), 77, NO_INIT)
        .field("tag", per(v, null, null, STRING, STRING, STRING), "leaf-tag", "leaf-default")
        .field("ratio", per(v, FLOAT, FLOAT, DOUBLE, DOUBLE, DOUBLE), 0.5, NO_INIT)
        .into(classes);
  }

  /** Records gaining, losing, retyping and reordering components; one point shared. */
  private static void records(int v, Map<String, ClassSpec> classes) {
    Type point = ref("Point");
    cls(v, "Shape", Kind.RECORD, null)
        .field("name", STRING, "shape", NO_INIT)
        .field("sides", per(v, INT, INT, LONG, INTEGER, LONG), 4, NO_INIT)
        .field("center", per(v, point, point, null, point, point), shared("Point", "pt"), NO_INIT)
        .field(
            "corners",
            per(v, null, list(point), list(point), list(point), list(point)),
            listOf(shared("Point", "pt"), obj("Point", 1), obj("Point", 2)),
            NO_INIT)
        .field("area", per(v, null, DOUBLE, DOUBLE, null, FLOAT_BOXED), 12.5, NO_INIT)
        .field("label", per(v, null, null, STRING, STRING, STRING), "lbl", "unlabeled")
        .into(classes);
    cls(v, "Point", Kind.RECORD, null)
        .field("x", per(v, INT, INT, INT, LONG, INT), 3, NO_INIT)
        .field("y", per(v, INT, INT, INT, LONG, INT), 4, NO_INIT)
        .field("z", per(v, null, null, INT, null, null), 5, NO_INIT)
        .into(classes);
  }

  /** Enum constants added, removed and reordered; an enum (Shade) only v3 and v4 have. */
  private static void enums(int v, Map<String, ClassSpec> classes) {
    List<String> colors =
        per(
            v,
            List.of("RED", "GREEN", "BLUE"),
            List.of("RED", "GREEN", "BLUE", "YELLOW"),
            List.of("BLUE", "GREEN", "RED", "YELLOW"),
            List.of("GREEN", "BLUE", "YELLOW"),
            List.of("CYAN", "BLUE", "RED", "GREEN"));
    enumeration("Color", colors, classes);
    if (v == 3) {
      enumeration("Shade", List.of("LIGHT", "DARK"), classes);
    } else if (v == 4) {
      enumeration("Shade", List.of("DARK", "MEDIUM", "LIGHT"), classes);
    }
    Type color = ref("Color");
    Type shade = v == 3 || v == 4 ? ref("Shade") : null;
    List<Object> all = new ArrayList<>();
    Map<String, Object> byName = new LinkedHashMap<>();
    for (String c : colors) {
      all.add(color(c));
      byName.put(c.toLowerCase(), color(c));
    }
    Map<String, Object> names = new LinkedHashMap<>();
    colors.forEach(c -> names.put(c, c.toLowerCase()));
    List<Object> reversed = new ArrayList<>(all);
    java.util.Collections.reverse(reversed);
    List<Object> history = new ArrayList<>(all);
    history.add(null);
    cls(v, "Palette", Kind.CLASS, null)
        .field("primary", color, color(per(v, "RED", "YELLOW", "RED", "GREEN", "CYAN")), NO_INIT)
        .field(
            "secondary",
            per(v, color, color, color, null, color),
            color(per(v, "BLUE", "BLUE", "YELLOW", "BLUE", "RED")),
            color("BLUE"))
        .field("history", list(color), history, NO_INIT)
        .field("byName", map(color), byName, NO_INIT)
        .field("ordered", array(color), new CompatModel.Arr(reversed), NO_INIT)
        .field("favorite", OBJECT, all.get(all.size() - 1), NO_INIT)
        .field("shade", shade, new En("Shade", per(v, "", "", "LIGHT", "MEDIUM", "")), NO_INIT)
        .field(
            "anyShade",
            OBJECT,
            per(v, null, null, new En("Shade", "DARK"), new En("Shade", "LIGHT"), "none"),
            NO_INIT)
        .field(
            "colorSet",
            new CompatModel.EnumSetOf("Color"),
            new CompatModel.EnumSetValue(
                "Color", v == 1 ? List.of() : colors.subList(1, colors.size())),
            NO_INIT)
        .field(
            "colorNames",
            new CompatModel.EnumMapOf("Color", STRING),
            new CompatModel.EnumMapValue("Color", names),
            NO_INIT)
        .field(
            "anySet",
            OBJECT,
            per(
                v,
                null,
                new CompatModel.EnumSetValue("Color", List.of("RED")),
                new CompatModel.EnumSetValue("Shade", List.of("DARK")),
                new CompatModel.EnumSetValue("Shade", List.of("MEDIUM", "LIGHT")),
                null),
            NO_INIT)
        .field("code", INT, 9, NO_INIT)
        .into(classes);
  }

  private static En color(String constant) {
    return new En("Color", constant);
  }
}
