package org.furylike.benchmark.peer.flat;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.furylike.benchmark.data.UserProfile;
import org.furylike.benchmark.fbs.FbCounterEntry;
import org.furylike.benchmark.fbs.FbStringEntry;
import org.furylike.benchmark.fbs.FbUserProfile;
import org.furylike.benchmark.fbs.FbUserProfileT;

/**
 * Writes {@link UserProfile} into a flatbuffer and reads it back: maps as vectors of entry tables,
 * the set as a vector of strings, the boxed age and rating as optional scalars. The maps, the set,
 * the list and the strings are never null.
 */
final class UserProfileFlatMapping implements FlatMapping<UserProfile, FbUserProfileT> {
  @Override
  public int write(FlatBufferBuilder b, UserProfile p) {
    int username = b.createString(p.getUsername());
    int email = b.createString(p.getEmail());
    int[] attributes = new int[p.getAttributes().size()];
    int i = 0;
    for (Map.Entry<String, String> e : p.getAttributes().entrySet()) {
      int key = b.createString(e.getKey());
      int value = b.createString(e.getValue());
      attributes[i++] = FbStringEntry.createFbStringEntry(b, key, value);
    }
    int[] counters = new int[p.getCounters().size()];
    i = 0;
    for (Map.Entry<String, Integer> e : p.getCounters().entrySet()) {
      int key = b.createString(e.getKey());
      counters[i++] = FbCounterEntry.createFbCounterEntry(b, key, e.getValue());
    }
    int[] tags = new int[p.getTags().size()];
    i = 0;
    for (String t : p.getTags()) {
      tags[i++] = b.createString(t);
    }
    long[] visits = new long[p.getRecentVisits().size()];
    for (int k = 0; k < visits.length; k++) {
      visits[k] = p.getRecentVisits().get(k);
    }
    int attributesVector = FbUserProfile.createAttributesVector(b, attributes);
    int countersVector = FbUserProfile.createCountersVector(b, counters);
    int tagsVector = FbUserProfile.createTagsVector(b, tags);
    int visitsVector = FbUserProfile.createRecentVisitsVector(b, visits);
    FbUserProfile.startFbUserProfile(b);
    FbUserProfile.addId(b, p.getId());
    FbUserProfile.addCreatedAtSeconds(b, p.getCreatedAt().getEpochSecond());
    if (p.getRating() != null) {
      FbUserProfile.addRating(b, p.getRating());
    }
    FbUserProfile.addCreatedAtNanos(b, p.getCreatedAt().getNano());
    if (p.getAge() != null) {
      FbUserProfile.addAge(b, p.getAge());
    }
    FbUserProfile.addUsername(b, username);
    FbUserProfile.addEmail(b, email);
    FbUserProfile.addAttributes(b, attributesVector);
    FbUserProfile.addCounters(b, countersVector);
    FbUserProfile.addTags(b, tagsVector);
    FbUserProfile.addRecentVisits(b, visitsVector);
    FbUserProfile.addActive(b, p.isActive());
    return FbUserProfile.endFbUserProfile(b);
  }

  @Override
  public UserProfile read(ByteBuffer bb) {
    FbUserProfile f = FbUserProfile.getRootAsFbUserProfile(bb);
    UserProfile p = new UserProfile();
    p.setId(f.id());
    p.setUsername(f.username());
    p.setEmail(f.email());
    p.setCreatedAt(Instant.ofEpochSecond(f.createdAtSeconds(), f.createdAtNanos()));
    p.setActive(f.active());
    p.setAge(f.hasAge() ? f.age() : null);
    p.setRating(f.hasRating() ? f.rating() : null);
    int n = f.attributesLength();
    Map<String, String> attributes = new HashMap<>(FlatMapping.capacity(n));
    FbStringEntry se = new FbStringEntry();
    for (int i = 0; i < n; i++) {
      f.attributes(se, i);
      attributes.put(se.key(), se.value());
    }
    p.setAttributes(attributes);
    n = f.countersLength();
    Map<String, Integer> counters = new HashMap<>(FlatMapping.capacity(n));
    FbCounterEntry ce = new FbCounterEntry();
    for (int i = 0; i < n; i++) {
      f.counters(ce, i);
      counters.put(ce.key(), ce.value());
    }
    p.setCounters(counters);
    n = f.tagsLength();
    Set<String> tags = new HashSet<>(FlatMapping.capacity(n));
    for (int i = 0; i < n; i++) {
      tags.add(f.tags(i));
    }
    p.setTags(tags);
    n = f.recentVisitsLength();
    List<Long> visits = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      visits.add(f.recentVisits(i));
    }
    p.setRecentVisits(visits);
    return p;
  }

  @Override
  public int pack(FlatBufferBuilder b, FbUserProfileT message) {
    return FbUserProfile.pack(b, message);
  }

  @Override
  public FbUserProfileT unpack(ByteBuffer bb) {
    return FbUserProfile.getRootAsFbUserProfile(bb).unpack();
  }
}
