package org.furylike.benchmark.peer.flat;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.furylike.benchmark.data.SmallThing;
import org.furylike.benchmark.data.SmallThings;
import org.furylike.benchmark.fbs.FbSmallThing;
import org.furylike.benchmark.fbs.FbSmallThings;
import org.furylike.benchmark.fbs.FbSmallThingsT;

/**
 * Writes {@link SmallThings} into a flatbuffer and reads it back, scalars widest first; tags are
 * never null.
 */
final class SmallThingsFlatMapping implements FlatMapping<SmallThings, FbSmallThingsT> {
  @Override
  public int write(FlatBufferBuilder b, SmallThings holder) {
    int[] offsets = new int[holder.things.size()];
    for (int i = 0; i < offsets.length; i++) {
      SmallThing t = holder.things.get(i);
      int tag = b.createString(t.tag);
      FbSmallThing.startFbSmallThing(b);
      FbSmallThing.addId(b, t.id);
      FbSmallThing.addWeight(b, t.weight);
      FbSmallThing.addA(b, t.a);
      FbSmallThing.addB(b, t.b);
      FbSmallThing.addC(b, t.c);
      FbSmallThing.addTag(b, tag);
      offsets[i] = FbSmallThing.endFbSmallThing(b);
    }
    int things = FbSmallThings.createThingsVector(b, offsets);
    FbSmallThings.startFbSmallThings(b);
    FbSmallThings.addThings(b, things);
    return FbSmallThings.endFbSmallThings(b);
  }

  @Override
  public SmallThings read(ByteBuffer bb) {
    FbSmallThings f = FbSmallThings.getRootAsFbSmallThings(bb);
    int n = f.thingsLength();
    List<SmallThing> things = new ArrayList<>(n);
    FbSmallThing ft = new FbSmallThing();
    for (int i = 0; i < n; i++) {
      f.things(ft, i);
      SmallThing t = new SmallThing();
      t.a = ft.a();
      t.b = ft.b();
      t.c = ft.c();
      t.id = ft.id();
      t.weight = ft.weight();
      t.tag = ft.tag();
      things.add(t);
    }
    SmallThings holder = new SmallThings();
    holder.things = things;
    return holder;
  }

  @Override
  public int pack(FlatBufferBuilder b, FbSmallThingsT message) {
    return FbSmallThings.pack(b, message);
  }

  @Override
  public FbSmallThingsT unpack(ByteBuffer bb) {
    return FbSmallThings.getRootAsFbSmallThings(bb).unpack();
  }
}
