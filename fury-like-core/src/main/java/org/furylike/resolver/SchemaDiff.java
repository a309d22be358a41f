package org.furylike.resolver;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.furylike.meta.TypeDef;

/** Describes how a writer's class schema differs from the reader's, field by field. */
final class SchemaDiff {
  private SchemaDiff() {}

  static String describe(TypeDef writer, TypeDef reader) {
    String name = writer.identity().name();
    if (reader == null) {
      return "class version check: the writer's class "
          + writer.identity()
          + " does not exist in the reader";
    }
    Map<String, String> w = fields(writer);
    Map<String, String> r = fields(reader);
    List<String> diffs = new ArrayList<>();
    for (Map.Entry<String, String> e : w.entrySet()) {
      String mine = r.get(e.getKey());
      if (mine == null) {
        diffs.add(e.getKey() + " only in the writer (" + e.getValue() + ")");
      } else if (!mine.equals(e.getValue())) {
        diffs.add(
            e.getKey() + " is " + e.getValue() + " in the writer but " + mine + " in the reader");
      }
    }
    for (Map.Entry<String, String> e : r.entrySet()) {
      if (!w.containsKey(e.getKey())) {
        diffs.add(e.getKey() + " only in the reader (" + e.getValue() + ")");
      }
    }
    if (!writer.constants().equals(reader.constants())) {
      diffs.add(
          "enum constants are "
              + writer.constants()
              + " in the writer but "
              + reader.constants()
              + " in the reader");
    }
    if (diffs.isEmpty()) {
      diffs.add("the classes its fields refer to differ");
    }
    return "class version check failed for " + name + ": " + String.join("; ", diffs);
  }

  private static Map<String, String> fields(TypeDef def) {
    Map<String, String> out = new LinkedHashMap<>();
    for (TypeDef.FieldDef f : def.fields()) {
      String layer = def.layers().get(f.layer());
      String key = org.furylike.meta.GenericType.shortNameOf(layer) + "." + f.name();
      out.put(
          key,
          org.furylike.meta.FieldKind.ofCode(f.kind()).name().toLowerCase()
              + (f.type() == null ? "" : " " + f.type()));
    }
    return out;
  }
}
