package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Executable;
import java.lang.reflect.Member;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.furylike.Fury;
import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.codegen.JaninoCompiler;
import org.furylike.config.Config;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.compat.CompatiblePlan;
import org.junit.jupiter.api.Test;

/**
 * Every member of this library that generated classes reference (read from the compiled classes'
 * constant pools) carries {@link GeneratedCodeApi}, so nobody renames one without seeing it is
 * called from source text.
 */
class GeneratedCodeApiTest {
  @Test
  void everyMemberGeneratedCodeCallsIsMarked() throws Exception {
    List<byte[]> classFiles = new ArrayList<>();
    Set<String> generated = new HashSet<>();
    for (boolean compressed : new boolean[] {true, false}) {
      Config config = Fury.builder().withNumberCompressed(compressed).buildConfig();
      for (Class<?> c :
          new Class<?>[] {
            GeneratedCodeShapeTest.Sample.class,
            GeneratedCodeShapeTest.Point.class,
            GeneratedCodeShapeTest.Holder.class,
            NameCollisionTest.Colliding.class,
            EnumFieldTest.WithEnums.class,
            BoxedElementLoopTest.Boxes.class,
            org.furylike.jit.other.PublicBean.class
          }) {
        ObjectSerializerEmitter.Unit unit =
            JitCompiler.unit(c, config.isNumberCompressed(), 0, false, false);
        generated.add(unit.className);
        classFiles.addAll(JitCompiler.bytecodes(c, unit).values());
      }
      Fury fury = Fury.builder().withNumberCompressed(compressed).build();
      ClassResolver resolver = fury.getClassResolver();
      for (CompatiblePlan plan : GeneratedCodeShapeTest.compatiblePlans(resolver)) {
        classFiles.addAll(
            compile(CompatibleReaderEmitter.emit(plan, compressed, 0, false, false)).values());
      }
    }
    TreeSet<String> unmarked = new TreeSet<>();
    int checked = 0;
    for (byte[] classFile : classFiles) {
      for (String[] ref : ConstantPool.memberRefs(classFile)) {
        String owner = ref[0].replace('/', '.');
        if (!owner.startsWith("org.furylike.")
            || owner.startsWith("org.furylike.generated.")
            || generated.contains(owner)) {
          continue;
        }
        Class<?> cls = Class.forName(owner);
        if (isTestClass(cls)) {
          continue; // a user class of the tests, named directly by generated code
        }
        checked++;
        if (!marked(cls, ref[1], ref[2])) {
          unmarked.add(owner + "." + ref[1] + ref[2]);
        }
      }
    }
    assertTrue(checked > 50, "found " + checked + " references to library members");
    assertTrue(unmarked.isEmpty(), () -> "called from generated code but not marked: " + unmarked);
  }

  private static boolean isTestClass(Class<?> c) {
    java.security.CodeSource source = c.getProtectionDomain().getCodeSource();
    return source != null && source.getLocation().getPath().contains("test-classes");
  }

  private static Map<String, byte[]> compile(ObjectSerializerEmitter.Unit unit) {
    return JaninoCompiler.bytecodes(
        unit.className, unit.source, JitCompiler.class.getClassLoader());
  }

  /** Whether the member {@code name} with descriptor {@code desc} of {@code owner} is marked. */
  private static boolean marked(Class<?> owner, String name, String desc) {
    for (Class<?> c = owner; c != null; c = c.getSuperclass()) {
      if (markedIn(c, name, desc)) {
        return true;
      }
      for (Class<?> i : c.getInterfaces()) {
        if (markedIn(i, name, desc)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean markedIn(Class<?> c, String name, String desc) {
    List<AccessibleObject> members = new ArrayList<>();
    if (desc.startsWith("(")) {
      members.addAll(List.of(c.getDeclaredMethods()));
      members.addAll(List.of(c.getDeclaredConstructors()));
    } else {
      members.addAll(List.of(c.getDeclaredFields()));
    }
    for (AccessibleObject m : members) {
      String n = m instanceof java.lang.reflect.Constructor ? "<init>" : ((Member) m).getName();
      boolean sameShape =
          !(m instanceof Executable)
              || descriptor((Executable) m).equals(desc.substring(0, desc.indexOf(')') + 1));
      if (n.equals(name) && sameShape && m.isAnnotationPresent(GeneratedCodeApi.class)) {
        return true;
      }
    }
    return false;
  }

  private static String descriptor(Executable e) {
    StringBuilder sb = new StringBuilder("(");
    for (Class<?> p : e.getParameterTypes()) {
      sb.append(p.descriptorString());
    }
    return sb.append(')').toString();
  }

  /** Reads the member references (owner, name, descriptor) of a class file's constant pool. */
  static final class ConstantPool {
    private ConstantPool() {}

    static List<String[]> memberRefs(byte[] classFile) throws IOException {
      DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
      in.readInt();
      in.readUnsignedShort();
      in.readUnsignedShort();
      int count = in.readUnsignedShort();
      Object[] pool = new Object[count];
      int[][] refs = new int[count][];
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        switch (tag) {
          case 1:
            pool[i] = in.readUTF();
            break;
          case 3:
          case 4:
            in.readInt();
            break;
          case 5:
          case 6:
            in.readLong();
            i++;
            break;
          case 7:
          case 8:
          case 16:
          case 19:
          case 20:
            pool[i] = new int[] {in.readUnsignedShort()};
            break;
          case 9:
          case 10:
          case 11:
          case 12:
          case 17:
          case 18:
            refs[i] = new int[] {tag, in.readUnsignedShort(), in.readUnsignedShort()};
            break;
          case 15:
            in.readUnsignedByte();
            in.readUnsignedShort();
            break;
          default:
            throw new IOException("unknown constant pool tag " + tag);
        }
      }
      List<String[]> out = new ArrayList<>();
      for (int[] r : refs) {
        if (r != null && r[0] >= 9 && r[0] <= 11) {
          String owner = (String) pool[((int[]) pool[r[1]])[0]];
          int[] nameAndType = refs[r[2]];
          out.add(
              new String[] {owner, (String) pool[nameAndType[1]], (String) pool[nameAndType[2]]});
        }
      }
      return out;
    }
  }
}
